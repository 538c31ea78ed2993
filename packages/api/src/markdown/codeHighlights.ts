import type { CodeHighlights, CodeRun } from '@portfolio/contracts/writing';
import type { ElementContent, Root as HastRoot } from 'hast';
import { common, createLowlight } from 'lowlight';
import { LRUCache } from 'lru-cache';
import { codeBlocks, parsePostMarkdown } from './parsePostMarkdown';

/** highlight.js's common languages (about 35: the usual web, systems and scripting ones) and their aliases. */
const lowlight = createLowlight(common);

/** `hljs-title function_` → `title.function`: the scope a class stands for, as the site's styles name it. */
function scopeOf(className: unknown): string | null {
  const names = (Array.isArray(className) ? className : []).map(String);
  const [first, ...rest] = names;
  if (!first?.startsWith('hljs-')) return null;
  return [first.slice('hljs-'.length), ...rest.map((name) => name.replace(/_+$/, ''))].join('.');
}

/** The tokens as flat runs (the innermost class wins), neighbours of one class merged. */
function runsOf(tree: HastRoot): CodeRun[] {
  const runs: CodeRun[] = [];
  const push = (scope: string | null, text: string) => {
    if (text === '') return;
    const last = runs.at(-1);
    if (last && last[0] === scope) runs[runs.length - 1] = [scope, last[1] + text];
    else runs.push([scope, text]);
  };
  const visit = (node: ElementContent, scope: string | null) => {
    if (node.type === 'text') push(scope, node.value);
    else if (node.type === 'element') node.children.forEach((child) => visit(child, scopeOf(node.properties.className) ?? scope));
  };
  tree.children.forEach((child) => {
    if (child.type === 'text' || child.type === 'element') visit(child, null);
  });
  return runs;
}

/** A block's runs when its language (the info string's first word) is one highlight.js knows. */
function highlightBlock(language: string | undefined, value: string): CodeRun[] | null {
  if (!language || !lowlight.registered(language) || value === '') return null;
  const runs = runsOf(lowlight.highlight(language, value));
  return runs.some(([scope]) => scope !== null) ? runs : null;
}

/** What highlighting a post costs is paid once per text: the last few hundred contents are kept. */
const computed = new LRUCache<string, { readonly highlights: CodeHighlights | undefined }>({
  max: 500,
  maxSize: 16 * 1024 * 1024,
  sizeCalculation: (_value, content) => Math.max(1, content.length),
});

/**
 * The highlighted code of a post's Markdown (`CodeHighlights` in the contracts): one entry per code
 * block, in the order the site's renderer meets them; undefined when no block is highlighted. The
 * same text always gives the same answer, so it is computed once per text and kept.
 */
export function codeHighlights(markdown: string): CodeHighlights | undefined {
  const kept = computed.get(markdown);
  if (kept) return kept.highlights;
  const blocks = codeBlocks(parsePostMarkdown(markdown)).map((block) => highlightBlock(block.lang?.split(/\s+/)[0], block.value));
  const highlights = blocks.some((runs) => runs !== null) ? blocks : undefined;
  computed.set(markdown, { highlights });
  return highlights;
}

/** The post as the public answer carries it: with `highlights` after its fields when there are any. */
export function withHighlights<T extends { readonly content: string }>(post: T): T & { highlights?: CodeHighlights } {
  const highlights = codeHighlights(post.content);
  return highlights === undefined ? post : { ...post, highlights };
}
