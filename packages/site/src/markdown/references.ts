import { safeUrl, type UrlKind } from '@portfolio/contracts/safeUrl';
import type { Definition, Nodes, Root } from 'mdast';
import { normalizeUri } from 'micromark-util-sanitize-uri';

/** A post's link or image URL as the site uses it: normalised as CommonMark does, then `safeUrl` ('' when dropped). */
export const markdownUrl = (url: string, kind?: UrlKind): string => safeUrl(normalizeUri(url), kind);

/** The link reference definitions of a post, by label; the first definition of each label wins, as in CommonMark. */
export function collectDefinitions(root: Root): ReadonlyMap<string, Definition> {
  const definitions = new Map<string, Definition>();
  const visit = (node: Nodes) => {
    if (node.type === 'definition' && !definitions.has(node.identifier)) definitions.set(node.identifier, node);
    if ('children' in node) node.children.forEach(visit);
  };
  visit(root);
  return definitions;
}
