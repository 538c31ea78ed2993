import type { WritingPost } from './writing';

/**
 * The post page shows the title itself, so a Markdown heading that only repeats it at the very
 * top (`# {title}`, as the owner's posts often start) is left out rather than shown twice.
 */
export function withoutLeadingTitle(content: string, title: string): string {
  const match = /^\s*#[ \t]+(.+?)[ \t]*#*[ \t]*(?:\r?\n|$)/.exec(content);
  if (!match || match[1]?.trim().toLowerCase() !== title.trim().toLowerCase()) return content;
  return content.slice(match[0].length).replace(/^\s*\n/, '');
}

/** The Markdown a post's page renders and its feed entries carry (the site's `preparePost` parses it ahead of the render). */
export function postBody(post: WritingPost): string {
  return withoutLeadingTitle(post.content, post.title);
}
