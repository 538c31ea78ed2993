import type { Plugin } from 'vite';

/** An HTML comment and the white space after it (index.html's notes for the next developer). */
const COMMENT = /<!--[\s\S]*?-->\s*/g;

/** `html` without its comments. */
export function withoutComments(html: string): string {
  return html.replace(COMMENT, '');
}

/**
 * Takes index.html's comments out of the build. They explain the head to whoever edits it (the
 * inline script's, the icon's) and were sent to every visitor with every page the server writes:
 * 2.2 KB raw, about 1 KB compressed, of a document a phone fetches before its first paint. The dev
 * server keeps them. React's own markers (`<!--$-->`) are written by the server into `#root`, later,
 * so none is here to lose.
 */
export function htmlCommentsOut(): Plugin {
  return {
    name: 'html-comments-out',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: withoutComments },
  };
}
