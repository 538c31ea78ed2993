import { safeUrl, type UrlKind } from '@portfolio/contracts/safeUrl';
import type { Element, ElementContent, Properties } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { Html, Image, ImageReference, Link, LinkReference } from 'mdast';
import { toHast, type Handlers, type State } from 'mdast-util-to-hast';
import { normalizeUri } from 'micromark-util-sanitize-uri';
import { parsePostMarkdown } from '../markdown/parsePostMarkdown';

export interface PostHtmlOptions {
  /** The absolute URL of the post's page: relative links and images resolve against it. */
  readonly postUrl: string;
}

/** Where a link or image points: its own URL and title, or its definition's for a reference. */
interface Target {
  readonly url: string;
  readonly title?: string | null;
}

/**
 * The URL as the site would use it (normalised, then `safeUrl`), made absolute so it works
 * outside the site; '' when it is dropped.
 */
function absoluteUrl(target: Target | undefined, kind: UrlKind, base: URL): string {
  const url = target === undefined ? '' : safeUrl(normalizeUri(target.url), kind);
  return url !== '' && URL.canParse(url, base.href) ? new URL(url, base).href : '';
}

function withTitle(properties: Properties, target: Target | undefined): Properties {
  return target?.title === null || target?.title === undefined ? properties : { ...properties, title: target.title };
}

/** Handlers for what the site treats differently from mdast-util-to-hast's defaults. */
function handlers(base: URL): Handlers {
  const link = (state: State, node: Link | LinkReference, target: Target | undefined): ElementContent[] => {
    const children = state.all(node);
    const href = absoluteUrl(target, 'href', base);
    if (href === '') return children;
    const element: Element = { type: 'element', tagName: 'a', properties: withTitle({ href }, target), children };
    return [element];
  };
  const image = (node: Image | ImageReference, target: Target | undefined): ElementContent => {
    const alt = node.alt ?? '';
    const src = absoluteUrl(target, 'src', base);
    if (src === '') return { type: 'text', value: alt };
    return { type: 'element', tagName: 'img', properties: withTitle({ src, alt }, target), children: [] };
  };
  const definition = (state: State, identifier: string) => state.definitionById.get(identifier.toUpperCase());
  return {
    // Raw HTML in a post is shown as the text it is, as on the site.
    html: (_state: State, node: Html): ElementContent => ({ type: 'text', value: node.value }),
    link: (state: State, node: Link) => link(state, node, node),
    linkReference: (state: State, node: LinkReference) => link(state, node, definition(state, node.identifier)),
    image: (_state: State, node: Image) => image(node, node),
    imageReference: (state: State, node: ImageReference) => image(node, definition(state, node.identifier)),
  };
}

/**
 * A post's Markdown as HTML for feed readers, by the site's rules (`markdownElements.tsx` in the
 * site): CommonMark with GitHub's tables, strikethrough, task lists (disabled checkboxes), autolinks
 * (checked like any link) and footnotes, raw HTML as text, links only to http(s), mailto and the site, images only
 * from http(s) and the site, a dropped URL leaving its words (an image its alt text). Relative
 * URLs are made absolute against the post's page, since a reader shows the post elsewhere.
 */
export function postHtml(markdown: string, options: PostHtmlOptions): string {
  const base = new URL(options.postUrl);
  // Code is sent plain: a feed reader brings no stylesheet for highlighting classes.
  return toHtml(toHast(parsePostMarkdown(markdown), { handlers: handlers(base) }));
}
