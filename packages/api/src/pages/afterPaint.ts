import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AFTER_PAINT_TEMPLATE_ID, SETTLED_LINKS_ATTRIBUTE, WHOLE_STYLESHEET_ATTRIBUTE } from '@portfolio/contracts/pageData';
import { type CriticalCss, criticalCssOf } from './criticalCss';

/*
 * A page the server rendered paints without any script, so its scripts are better fetched after
 * that paint than before it: on a phone's connection each file fetched before the first paint holds
 * it back (Lighthouse's mobile estimate counts every request that finished by then). So, for those
 * pages only, the app's module scripts and module preloads move into
 * `<template id="after-paint">`, which index.html's inline script turns back into live tags once
 * the page has painted. The rules of the site's one stylesheet the page can use as sent are written
 * into it (`<style data-critical>`, `pages/criticalCss.ts`: a round trip less before the paint, and
 * 4–10 KB of CSS to parse instead of 36), and the stylesheet's link waits in the template too, so
 * the whole of it arrives after the paint, for what the page shows later, cached for the next page.
 * It waits there for the app (`heldStylesheetLink`), which links it when it needs it (the site's
 * `document/wholeStylesheet.ts`): before hydrating, or, on a phone's page that waits for the
 * visitor's first touch, fetched meanwhile and applied at that touch, so a visitor who only reads
 * never parses and applies 37 KB of every screen's rules. Without scripts the template
 * stays inert: the page keeps the rules it was sent with, which are all it can show. A page without
 * the server's render keeps its tags: it shows nothing until its scripts run.
 *
 * The web app manifest's link waits there too, longer: Chromium fetches the manifest, then its icon,
 * as soon as it meets the link, each on a connection of its own, and Lighthouse's pessimistic
 * estimate of the largest paint counts every request begun before it (found: a phone's LCP
 * estimated at 905–915 ms rather than 650–770 whenever those two began before the paint). And the
 * browser then checks whether the site can be installed (the manifest parsed, its icon fetched and
 * decoded, the install button updated): on this machine about 150 ms of the browser's main thread
 * and as much in its UI's renderer, on the same two cores as the page's own work after its paint
 * (issue 31). Nothing needs the manifest while the page loads: it is for installing the site. So it
 * waits in a template of its own (`settledLinks`), which the inline script does not copy out, for
 * the app to link once the page has loaded and the main thread is idle (the site's
 * `document/settledLinks.ts`). Without scripts it stays inert, as every held link does.
 */

const MODULE_SCRIPT = /<script type="module"[^>]*\ssrc="[^"]+"[^>]*><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const MANIFEST = /<link rel="manifest"[^>]*>/g;
const STYLESHEET = /<link rel="stylesheet"[^>]*\shref="(\/assets\/[^"]+\.css)"[^>]*>/g;

/**
 * The stylesheet's `<link>` as the template holds it: in a template of its own, which the page's
 * inline script does not copy out (it copies the template's own links and scripts, not what a
 * nested template holds), so the browser neither fetches nor parses it until the app links it, or
 * fetches its text to apply at the visitor's first touch (the site's `document/wholeStylesheet.ts`).
 * Nothing else fetches the file: it is fetched once.
 */
export function heldStylesheetLink(link: string): string {
  return `<template ${WHOLE_STYLESHEET_ATTRIBUTE}>${link}</template>`;
}

/** Links held until the page has settled (the manifest's), in a template of their own inside the after-paint one. */
export function settledLinks(links: readonly string[]): string {
  return links.length === 0 ? '' : `<template ${SETTLED_LINKS_ATTRIBUTE}>${links.join('')}</template>`;
}

/** The critical CSS of each of the site's stylesheets by their `/assets/…` path, read once per build; a file that cannot be read stays linked. */
export type Stylesheets = (href: string) => CriticalCss | null;

export function stylesheetReader(siteDir: string): Stylesheets {
  const read = new Map<string, CriticalCss | null>();
  return (href) => {
    if (!read.has(href)) {
      let text: string | null = null;
      try {
        text = readFileSync(join(siteDir, href), 'utf8');
      } catch {
        text = null;
      }
      // Nothing in a stylesheet may close the <style> it is written into.
      read.set(href, text !== null && !/<\/style/i.test(text) ? criticalCssOf(text) : null);
    }
    return read.get(href) ?? null;
  };
}

/** The page's critical CSS as written into its head. */
export const CRITICAL_STYLE = /<style data-critical>[\s\S]*?<\/style>/;
const criticalStyle = (css: string) => `<style data-critical>${css}</style>`;

const HELD_STYLESHEET = new RegExp(`<template id="${AFTER_PAINT_TEMPLATE_ID}">(?:<template ${WHOLE_STYLESHEET_ATTRIBUTE}>)?<link rel="stylesheet"[^>]*\\shref="(/assets/[^"]+\\.css)"`);

/**
 * The page with its critical CSS made anew from all of it: for the static export's page of both
 * layouts (`export/bothDevices.ts`), which needs the rules of both renders. A page without
 * critical CSS is returned as it is.
 */
export function withCriticalCssOf(html: string, stylesheets: Stylesheets): string {
  const href = HELD_STYLESHEET.exec(html)?.[1];
  const critical = href === undefined ? null : stylesheets(href);
  if (critical === null || !CRITICAL_STYLE.test(html)) return html;
  return html.replace(CRITICAL_STYLE, () => criticalStyle(critical(html)));
}

const PRIORITY_PICTURE = /<picture[^>]*><source type="image\/avif" srcSet="([^"]+)" sizes="([^"]+)"\/>(?:(?!<\/picture>)[\s\S])*?fetchPriority="high"/;

/**
 * A preload of the page's priority image (the one `MediaImage` marks `fetchPriority="high"`, its
 * likely largest paint) in AVIF, for the head: the browser starts it before it has parsed the
 * stylesheet and the body, instead of when it reaches the `<img>`.
 */
function priorityImagePreload(html: string): string {
  const match = PRIORITY_PICTURE.exec(html);
  if (match === null) return '';
  const [, srcset = '', sizes = ''] = match;
  return `<link rel="preload" as="image" type="image/avif" imagesrcset="${srcset}" imagesizes="${sizes}" fetchpriority="high">`;
}

/** The rendered page's html with its scripts, stylesheet and manifest held until after the first paint, and its critical CSS inline. */
export function scriptsAfterPaint(html: string, stylesheets: Stylesheets): string {
  if (!html.includes('</body>')) return html;
  const held: string[] = [];
  const afterSettle: string[] = [];
  const holdIn = (list: string[]) => (tag: string) => {
    list.push(tag);
    return '';
  };
  let page = html.replace(MANIFEST, holdIn(afterSettle)).replace(MODULE_PRELOAD, holdIn(held)).replace(MODULE_SCRIPT, holdIn(held));
  const preload = priorityImagePreload(page);
  const heldStylesheets: string[] = [];
  page = page.replace(STYLESHEET, (link, href: string) => {
    const critical = stylesheets(href);
    if (critical === null) return `${preload}${link}`;
    heldStylesheets.push(heldStylesheetLink(link));
    return `${preload}${criticalStyle(critical(html))}`;
  });
  // The stylesheet's template first, for the app to find at once; then what waits for the page to settle.
  const template = `${heldStylesheets.join('')}${settledLinks(afterSettle)}${held.join('')}`;
  if (template === '') return page;
  return page.replace('</body>', () => `<template id="${AFTER_PAINT_TEMPLATE_ID}">${template}</template></body>`);
}
