import { parse as parseSelector, type Selector } from 'css-what';
import { LRUCache } from 'lru-cache';
import postcss, { type AtRule, type ChildNode, type Rule } from 'postcss';

/**
 * The rules of the site's stylesheet a page can use as it is sent, for the `<style>` a rendered
 * page carries (`pages/afterPaint.ts`); the whole stylesheet follows after the first paint, cached
 * for the next page. A phone parses and styles a page with ~4–10 KB of CSS instead of 36 KB, every
 * screen's rules, before its first paint.
 *
 * A rule is kept unless it cannot match: every class one of its selectors asks for must be on some
 * element of the page (`class="…"` in its HTML). That keeps more than a browser would match (a
 * descendant combinator is not checked), never less, with one exception handled: classes and
 * attributes index.html's inline script sets on `<html>` before the first paint (`js`, `booting`,
 * `data-theme`), so a selector's `html` or `:root` part is taken as always matching. What the app
 * draws later is not the page as sent: the app applies the whole stylesheet before it draws anything
 * (the site's `document/wholeStylesheet.ts`). Rules without
 * classes (elements, `:root`), `@font-face` and `@keyframes` are always kept; `@media`, `@container`
 * and `@supports` keep the rules inside them that are kept. (The site's own fallback font faces are
 * not in its stylesheet but in index.html's head, declared once: the site's `build/fontFaces.ts`.)
 *
 * Why by hand and not a critical-CSS library (beasties, critical): those match every selector
 * against a parsed document, 5–40 ms a page here, where a page is rendered in 2–5 ms; this reads
 * the classes with one regular expression and matches against an index built once per build.
 */

/** What one of a rule's selectors needs on the page: these classes, each on some element. */
type ClassNeeds = readonly string[];

/** A piece of the stylesheet in order: a rule and what it needs, or an at-rule around pieces, or text always kept. */
type Piece =
  | { readonly kind: 'rule'; readonly text: string; readonly needs: readonly ClassNeeds[] }
  | { readonly kind: 'group'; readonly open: string; readonly pieces: readonly Piece[] }
  | { readonly kind: 'always'; readonly text: string };

const GROUPS = new Set(['media', 'container', 'supports', 'layer']);
const COMBINATORS = new Set(['child', 'descendant', 'sibling', 'adjacent', 'column-combinator']);

/** The classes one complex selector needs, less those of its `html` / `:root` part (the inline script's). */
function classesOf(selector: readonly Selector[]): ClassNeeds {
  const classes: string[] = [];
  let rootPart = false;
  for (const token of selector) {
    if (COMBINATORS.has(token.type)) rootPart = false;
    else if (token.type === 'tag' && token.name === 'html') rootPart = true;
    else if (token.type === 'pseudo' && token.name === 'root') rootPart = true;
    else if (token.type === 'attribute' && token.name === 'class' && token.action === 'element' && !rootPart) classes.push(token.value);
  }
  return classes;
}

/** Each selector's needs; a selector css-what cannot read is kept (it needs nothing). */
function needsOf(selectorText: string): readonly ClassNeeds[] {
  try {
    return parseSelector(selectorText).map(classesOf);
  } catch {
    return [[]];
  }
}

function pieceOf(node: ChildNode): Piece | null {
  if (node.type === 'rule') return { kind: 'rule', text: node.toString(), needs: needsOf((node as Rule).selector) };
  if (node.type === 'atrule') {
    const at = node as AtRule;
    if (GROUPS.has(at.name) && at.nodes !== undefined) {
      return { kind: 'group', open: `@${at.name} ${at.params}{`, pieces: at.nodes.map(pieceOf).filter((piece) => piece !== null) };
    }
    return { kind: 'always', text: at.toString() };
  }
  return null;
}

function textOf(pieces: readonly Piece[], present: ReadonlySet<string>): string {
  let text = '';
  for (const piece of pieces) {
    if (piece.kind === 'always') text += piece.text;
    else if (piece.kind === 'rule') {
      if (piece.needs.some((classes) => classes.every((name) => present.has(name)))) text += piece.text;
    } else {
      const inner = textOf(piece.pieces, present);
      if (inner !== '') text += `${piece.open}${inner}}`;
    }
  }
  return text;
}

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;

/** The classes on the page's elements. */
export function pageClasses(html: string): Set<string> {
  const present = new Set<string>();
  for (const [, value = ''] of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of value.split(/\s+/)) if (name !== '') present.add(name);
  }
  return present;
}

/** Pages of one screen share their classes: their critical CSS is made once (the least used forgotten first). */
const REMEMBERED = 256;

/** The critical CSS of a page's HTML, from `css` (the built stylesheet, parsed once). */
export type CriticalCss = (html: string) => string;

export function criticalCssOf(css: string): CriticalCss {
  const pieces = postcss.parse(css).nodes.map(pieceOf).filter((piece) => piece !== null);
  const made = new LRUCache<string, string>({ max: REMEMBERED });
  return (html) => {
    const classes = pageClasses(html);
    const key = [...classes].sort().join(' ');
    let text = made.get(key);
    if (text === undefined) {
      text = textOf(pieces, classes);
      made.set(key, text);
    }
    return text;
  };
}
