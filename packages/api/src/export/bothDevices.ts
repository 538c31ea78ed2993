import { AFTER_PAINT_TEMPLATE_ID, MOBILE_MAX_WIDTH, PAGE_DATA_ELEMENT_ID, PHONE_USER_AGENT, scriptSafeJson, SETTLED_LINKS_ATTRIBUTE, WHOLE_STYLESHEET_ATTRIBUTE } from '@portfolio/contracts/pageData';
import { CRITICAL_STYLE } from '../pages/afterPaint';

/**
 * One static page for phones and desktops alike. The server picks a page's layout from the user
 * agent (`pages/pageReader.ts`); a file cannot, so the static edition writes both of the server's
 * renders of the page into one document, and the page chooses as it opens:
 *
 * - With scripts: `BOTH_DEVICES_SCRIPT`, in the head, applies the site's own rule
 *   (`isMobileDevice`: a phone user agent, or a viewport up to `MOBILE_MAX_WIDTH` wide) before the
 *   body is parsed, so the first frame already shows the right layout (`BOTH_DEVICES_STYLE`
 *   hides the other, also from screen readers). At `DOMContentLoaded` (before the app's scripts,
 *   which the page starts after its first paint: `pages/afterPaint.ts`) it removes the other
 *   layout and its data, so the page the app hydrates is the server edition's page for that device
 *   exactly: `#root` holding that render, `#page-data` holding that data. The site's code is the
 *   server edition's, unchanged.
 * - Without scripts: the same stylesheet picks the layout by width alone (a media query cannot see
 *   the user agent), and both stay in the document, the other one hidden.
 *
 * Most pages render the same on both (on the demo, all but the home and the about page): those keep one
 * `#root` and differ only in their data. The data is carried once: the desktop page's, and beside it
 * the few top-level fields the phone's differ in (`device`, and no `lettering`), a merge patch that
 * the script applies for a phone.
 */

/** On `<html>`: the layout the script chose. On a container (before the script prunes): the layout it holds. */
export const DEVICE_LAYOUT_ATTRIBUTE = 'data-device-layout';
/** The phone render's container until the script keeps it (as `#root`) or drops it. */
export const PHONE_ROOT_ID = 'root-phone';
/** The phone's data, as a merge patch of the desktop's (a field `null` is one the phone page lacks). */
export const PHONE_PAGE_DATA_ID = `${PAGE_DATA_ELEMENT_ID}-phone`;

const ROOT_ID = 'root';

/**
 * The inline script a two-device page runs in its head; its `sha256` goes into the static
 * edition's CSP. Written from the same constants as the site's `isMobileDevice`, so the two cannot
 * disagree: if they did, the app would switch layouts right after hydrating.
 */
export const BOTH_DEVICES_SCRIPT =
  `(function(d,h){var p=/${PHONE_USER_AGENT.source}/${PHONE_USER_AGENT.flags}.test(navigator.userAgent)||innerWidth<=${MOBILE_MAX_WIDTH};` +
  `h.setAttribute('${DEVICE_LAYOUT_ATTRIBUTE}',p?'phone':'desktop');` +
  `d.addEventListener('DOMContentLoaded',function(){var r=d.getElementById('${ROOT_ID}'),o=d.getElementById('${PHONE_ROOT_ID}'),s=d.getElementById('${PAGE_DATA_ELEMENT_ID}'),q=d.getElementById('${PHONE_PAGE_DATA_ID}');` +
  `if(r&&o){if(p){r.remove();o.setAttribute('id','${ROOT_ID}');r=o;for(var m=o.querySelectorAll('main[hidden]'),i=0;i<m.length;i++)m[i].removeAttribute('hidden')}else o.remove();r.removeAttribute('${DEVICE_LAYOUT_ATTRIBUTE}')}` +
  `if(s&&q){if(p){var a=JSON.parse(s.textContent),b=JSON.parse(q.textContent);for(var k in b)if(b[k]===null)delete a[k];else a[k]=b[k];s.textContent=JSON.stringify(a)}q.remove()}` +
  `})})(document,document.documentElement)`;

const layout = (device: 'phone' | 'desktop') => `[${DEVICE_LAYOUT_ATTRIBUTE}="${device}"]`;
const chosen = (device: 'phone' | 'desktop') => `html${layout(device)}`;
const unchosen = `html:not([${DEVICE_LAYOUT_ATTRIBUTE}])`;

/**
 * Shows one layout from the first frame: the one the script chose, or without scripts the one the
 * width says (the script's rule less the user agent). `display: none` keeps the other from screen
 * readers too. The phone render's `<main>` carries `hidden` in the file (`markedPhoneRender`); where
 * its layout shows, it shows too, as its own CSS lays it out (`:where` weighs nothing, so any class
 * of the render that sets `display` still wins over this rule and over `[hidden]` alike).
 */
export const BOTH_DEVICES_STYLE =
  `:where(${layout('phone')} main[hidden]){display:block}` +
  `${chosen('phone')} ${layout('desktop')},${chosen('desktop')} ${layout('phone')}{display:none}` +
  `@media (max-width:${MOBILE_MAX_WIDTH}px){${unchosen} ${layout('desktop')}{display:none}}` +
  `@media not all and (max-width:${MOBILE_MAX_WIDTH}px){${unchosen} ${layout('phone')}{display:none}}`;

/** A server page cut around its content: what precedes `#root`, the render, the data's JSON, what follows. */
interface PageParts {
  readonly head: string;
  readonly render: string;
  readonly data: string;
  readonly tail: string;
}

const ROOT_OPEN = `<div id="${ROOT_ID}">`;
/** How `pages/pageBody.ts` writes the render's end and the data's start; the JSON holds no `<` (`scriptSafeJson`). */
const DATA_OPEN = `</div><script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">`;
const SCRIPT_CLOSE = '</script>';

function partsOf(html: string, device: string): PageParts {
  const rootStart = html.indexOf(ROOT_OPEN);
  const dataStart = html.indexOf(DATA_OPEN, rootStart);
  const dataEnd = html.indexOf(SCRIPT_CLOSE, dataStart);
  if (rootStart === -1 || dataStart === -1 || dataEnd === -1) {
    throw new Error(`The ${device} page has no server render and page data (#${ROOT_ID}, #${PAGE_DATA_ELEMENT_ID}): was it rendered by the site's renderer?`);
  }
  return {
    head: html.slice(0, rootStart),
    render: html.slice(rootStart + ROOT_OPEN.length, dataStart),
    data: html.slice(dataStart + DATA_OPEN.length, dataEnd),
    tail: html.slice(dataEnd + SCRIPT_CLOSE.length),
  };
}

type JsonObject = Record<string, unknown>;

function jsonObject(text: string, device: string): JsonObject {
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`The ${device} page data is not an object`);
  return value as JsonObject;
}

/**
 * The top-level fields in which `phone` differs from `desktop`, as a JSON merge patch (RFC 7386):
 * a field's phone value, or `null` for a field the phone lacks. No field of the page data is ever
 * `null` at the top level, so the patch is unambiguous.
 */
export function phoneDataPatch(desktop: JsonObject, phone: JsonObject): JsonObject {
  const patch: JsonObject = {};
  for (const key of new Set([...Object.keys(desktop), ...Object.keys(phone)])) {
    if (!(key in phone)) patch[key] = null;
    else if (phone[key] === null) throw new Error(`The phone page data's ${key} is null, which a merge patch cannot carry`);
    else if (JSON.stringify(phone[key]) !== JSON.stringify(desktop[key])) patch[key] = phone[key];
  }
  return patch;
}

const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*>/g;
const PHONE_MEDIA = `(max-width: ${MOBILE_MAX_WIDTH}px)`;
const DESKTOP_MEDIA = `not all and ${PHONE_MEDIA}`;
const preloadsOf = (head: string): string[] => head.match(IMAGE_PRELOAD) ?? [];

/**
 * The one head of both pages. They are the same but for the preload of the render's priority image
 * (`pages/afterPaint.ts`), which differs only when the renders show different pictures first: each
 * render's own preload is then kept for the widths its layout has (a hint; the layout itself is
 * chosen by the script); and the critical CSS, which differs when the renders do: the desktop's is
 * kept, and the exporter writes the one of the merged page (`withCriticalCssOf`). Any other
 * difference is a page this function does not know how to merge, and it says so rather than write
 * a page wrong for one of them.
 */
function mergedHead(desktop: string, phone: string): string {
  if (desktop === phone) return desktop;
  const desktopPreloads = preloadsOf(desktop);
  const phonePreloads = preloadsOf(phone);
  const comparable = (head: string) => head.replace(IMAGE_PRELOAD, '').replace(CRITICAL_STYLE, '');
  if (comparable(desktop) !== comparable(phone)) {
    throw new Error('The phone and desktop pages differ in their head beyond the priority image and the critical CSS: they cannot share one document');
  }
  const scoped = (tag: string, media: string) => tag.replace(/>$/, ` media="${media}">`);
  const preloads = [
    ...desktopPreloads.map((tag) => (phonePreloads.includes(tag) ? tag : scoped(tag, DESKTOP_MEDIA))),
    ...phonePreloads.filter((tag) => !desktopPreloads.includes(tag)).map((tag) => scoped(tag, PHONE_MEDIA)),
  ];
  // The preloads go where the desktop page had its first (before the stylesheet), or else first in the head's end.
  const at = desktop.search(IMAGE_PRELOAD);
  const without = desktop.replace(IMAGE_PRELOAD, '');
  const index = at === -1 ? without.lastIndexOf('</head>') : at;
  return `${without.slice(0, index)}${preloads.join('')}${without.slice(index)}`;
}

const MAIN_OPEN = /<main(?=[\s>])/g;

/**
 * The phone render as the two-layout file holds it: its `<main>` marked `hidden`, so the document has
 * one `<main>` that is not (HTML allows no more: both layouts are in the file, only one ever shown).
 * The style shows it where its layout shows; the script unmarks it when it keeps the phone layout, so
 * the app hydrates the server's render exactly.
 */
function markedPhoneRender(render: string): string {
  if (/<main[^>]*\shidden[\s=>]/.test(render)) throw new Error('The phone page has a hidden <main> of its own: the script could not tell it from the one it marks');
  return render.replace(MAIN_OPEN, '<main hidden');
}

const LIVE_MODULE_SCRIPT = /<script type="module"/;
const AFTER_PAINT_TEMPLATE = new RegExp(`<template id="${AFTER_PAINT_TEMPLATE_ID}">[\\s\\S]*?</template>`, 'g');
/** The templates inside the after-paint one that hold the whole stylesheet's and the manifest's links (`pages/afterPaint.ts`), taken out first. */
const NESTED_TEMPLATES = new RegExp(`<template (?:${WHOLE_STYLESHEET_ATTRIBUTE}|${SETTLED_LINKS_ATTRIBUTE})>[\\s\\S]*?</template>`, 'g');

/**
 * The static page for both devices, from the server's page for a desktop (`desktopHtml`) and for a
 * phone (`phoneHtml`) at the same URL, each as the server answers it (a page its renderer wrote).
 * Pure. Throws when the two cannot share a document: no render in one of them, heads that differ
 * beyond the priority image, or an app script that would start before `DOMContentLoaded` (the
 * script prunes then, and the app must find the pruned page).
 */
export function bothDevicePage(desktopHtml: string, phoneHtml: string): string {
  const desktop = partsOf(desktopHtml, 'desktop');
  const phone = partsOf(phoneHtml, 'phone');
  if (desktop.tail !== phone.tail) throw new Error('The phone and desktop pages differ after their data: they cannot share one document');
  const head = mergedHead(desktop.head, phone.head);
  if (LIVE_MODULE_SCRIPT.test(`${head}${desktop.tail}`.replace(NESTED_TEMPLATES, '').replace(AFTER_PAINT_TEMPLATE, ''))) {
    throw new Error(`The page starts its app before DOMContentLoaded (a module script outside <template id="${AFTER_PAINT_TEMPLATE_ID}">): it would hydrate before the layout is chosen`);
  }
  const sameRender = desktop.render === phone.render;
  const headEnd = head.lastIndexOf('</head>');
  if (headEnd === -1) throw new Error('The page has no </head>');
  const style = sameRender ? '' : `<style>${BOTH_DEVICES_STYLE}</style>`;
  const patch = scriptSafeJson(phoneDataPatch(jsonObject(desktop.data, 'desktop'), jsonObject(phone.data, 'phone')));
  const containers = sameRender
    ? `${ROOT_OPEN}${desktop.render}`
    : `<div id="${ROOT_ID}" ${DEVICE_LAYOUT_ATTRIBUTE}="desktop">${desktop.render}</div><div id="${PHONE_ROOT_ID}" ${DEVICE_LAYOUT_ATTRIBUTE}="phone">${markedPhoneRender(phone.render)}`;
  return (
    `${head.slice(0, headEnd)}${style}<script>${BOTH_DEVICES_SCRIPT}</script>${head.slice(headEnd)}` +
    `${containers}${DATA_OPEN}${desktop.data}${SCRIPT_CLOSE}` +
    `<script type="application/json" id="${PHONE_PAGE_DATA_ID}">${patch}${SCRIPT_CLOSE}${desktop.tail}`
  );
}
