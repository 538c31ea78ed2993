import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A page the server rendered paints without any script, so its scripts are better fetched after
 * that paint than before it: on a phone's connection each file fetched before the first paint holds
 * it back (Lighthouse's mobile estimate counts every request that finished by then). So, for those
 * pages only, the app's module scripts and module preloads move into
 * `<template id="after-paint">`, which index.html's inline script turns back into live tags once
 * the page has painted, and the site's one stylesheet is written into the page instead of linked
 * (a round trip less before the paint). A page without the server's render keeps its tags: it
 * shows nothing until its scripts run.
 *
 * The web app manifest's link waits there too: Chromium fetches the manifest, then its icon, as
 * soon as it meets the link, each on a connection of its own, and Lighthouse's pessimistic
 * estimate of the largest paint counts every request begun before it (found: a phone's LCP
 * estimated at 905–915 ms rather than 650–770 whenever those two began before the paint). Nothing
 * needs the manifest before the page has painted: it is for installing the site.
 */
export const AFTER_PAINT_TEMPLATE_ID = 'after-paint';

const MODULE_SCRIPT = /<script type="module"[^>]*\ssrc="[^"]+"[^>]*><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const MANIFEST = /<link rel="manifest"[^>]*>/g;
const STYLESHEET = /<link rel="stylesheet"[^>]*\shref="(\/assets\/[^"]+\.css)"[^>]*>/g;

/** The site's stylesheets by their `/assets/…` path, read once per build; a file that cannot be read stays linked. */
export type Stylesheets = (href: string) => string | null;

export function stylesheetReader(siteDir: string): Stylesheets {
  const read = new Map<string, string | null>();
  return (href) => {
    if (!read.has(href)) {
      let text: string | null = null;
      try {
        text = readFileSync(join(siteDir, href), 'utf8');
      } catch {
        text = null;
      }
      // Nothing in a stylesheet may close the <style> it is written into.
      read.set(href, text !== null && !/<\/style/i.test(text) ? text : null);
    }
    return read.get(href) ?? null;
  };
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

/** The rendered page's html with its scripts held until after the first paint and its stylesheet inline. */
export function scriptsAfterPaint(html: string, stylesheets: Stylesheets): string {
  if (!html.includes('</body>')) return html;
  const held: string[] = [];
  const hold = (tag: string) => {
    held.push(tag);
    return '';
  };
  let page = html.replace(MANIFEST, hold).replace(MODULE_PRELOAD, hold).replace(MODULE_SCRIPT, hold);
  const preload = priorityImagePreload(page);
  page = page.replace(STYLESHEET, (link, href: string) => {
    const css = stylesheets(href);
    return `${preload}${css === null ? link : `<style>${css}</style>`}`;
  });
  if (held.length === 0) return page;
  return page.replace('</body>', () => `<template id="${AFTER_PAINT_TEMPLATE_ID}">${held.join('')}</template></body>`);
}
