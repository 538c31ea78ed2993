import type { ArtResponse } from './art';
import type { SiteConfig } from './config';
import type { Project } from './projects';
import type { WritingListResponse, WritingPost } from './writing';

/** Phone or desktop layout, as the device check decides it. */
export type DeviceClass = 'phone' | 'desktop';

/**
 * What the server rendered a visitor page with, embedded in the page as JSON so the browser's
 * first render (hydration) uses exactly the same data and asks the API for none of it again.
 * Each data field holds what the API's own answer would: `config` is `GET /api/config`,
 * `projects` the list of `GET /api/projects`, `art` `GET /api/art`, `writing` the list screen's page
 * of `GET /api/writing`, `post` one post (null: it does not exist, a 404).
 */
export interface PageData {
  readonly device: DeviceClass;
  /** The host name the terminal's prompts show. */
  readonly host: string;
  /** The locale dates are written in (from Accept-Language; the browser uses it too, so both agree). */
  readonly locale: string;
  readonly config?: SiteConfig;
  readonly projects?: readonly Project[];
  readonly art?: ArtResponse;
  readonly writing?: WritingListResponse;
  readonly post?: { readonly slug: string; readonly post: WritingPost | null };
  /**
   * The owner's name (from `config`) in ASCII-art letters, for the home terminal's welcome. Drawn on
   * the server by the site's renderer (figlet), so the browser never loads the lettering code. On
   * desktop pages only, every one of them: a visit may reach the home from any page. Absent when the
   * name cannot be drawn (a character the font lacks).
   */
  readonly lettering?: NameLettering;
}

/** A name drawn in ASCII-art letters. */
export interface NameLettering {
  /** The name drawn: a page whose config names someone else (renamed since) shows that name as text. */
  readonly name: string;
  /** Drawings of the name, each its lines top to bottom: on one row, then a word per row if it has several. */
  readonly drawings: readonly (readonly string[])[];
}

/** The id of the `<script type="application/json">` element that carries the page data. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/**
 * The id of the `<template>` a page the server rendered holds its scripts in until its first paint,
 * and, in templates of their own inside it, the whole stylesheet's and the manifest's links: the
 * API's `pages/afterPaint.ts`, the inline script of the site's index.html.
 */
export const AFTER_PAINT_TEMPLATE_ID = 'after-paint';

/**
 * On a page the server rendered: the attribute of the `<template>` that holds the site's whole
 * stylesheet's link for the app to apply (the API's `pages/afterPaint.ts`, the site's
 * `document/wholeStylesheet.ts`).
 */
export const WHOLE_STYLESHEET_ATTRIBUTE = 'data-whole-stylesheet';

/**
 * On a page the server rendered: the attribute of the `<template>`, inside the after-paint one, that
 * holds the links the browser needs only once the page has settled (the web app manifest's), for
 * the app to link once the page has loaded and the main thread is idle (the API's
 * `pages/afterPaint.ts`, the site's `document/settledLinks.ts`).
 */
export const SETTLED_LINKS_ATTRIBUTE = 'data-after-settle';

/** The server's head of the page, as the device check reads it: a phone user agent. */
export const PHONE_USER_AGENT = /Android.+Mobile|iPhone|iPod|Windows Phone|BlackBerry|BB10|Opera Mini|IEMobile|webOS|Mobile Safari/i;

/** The widest viewport that still gets the phone layout, in CSS pixels. */
export const MOBILE_MAX_WIDTH = 768;

/**
 * JSON safe inside a `<script>` element: `<` is written `\u003c` (so no `</script>` or `<!--` ends
 * or changes the element), and U+2028/U+2029 escaped for old parsers. `JSON.parse` reads it back as is.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
