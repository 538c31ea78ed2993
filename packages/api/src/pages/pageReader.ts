import type { IncomingHttpHeaders } from 'node:http';
import { PHONE_USER_AGENT, type DeviceClass } from '@portfolio/contracts/pageData';

/** Who a page is written for: what the server can know of the reader before any script runs. */
export interface PageReader {
  readonly device: DeviceClass;
  /** A locale Intl knows, from Accept-Language (en-US when none fits). */
  readonly locale: string;
  /** The host name the request named, which the terminal's prompts show. */
  readonly host: string;
}

const DEFAULT_LOCALE = 'en-US';
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8}){0,3}$/;
const HOST_NAME = /^[A-Za-z0-9.-]{1,253}$|^\[[0-9A-Fa-f:.]{2,45}\]$/;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/**
 * The device check's first half, on the server: a phone user agent, or a browser that says it is
 * mobile (`Sec-CH-UA-Mobile: ?1`). The width half is the browser's, when it hydrates.
 */
export function deviceOf(headers: IncomingHttpHeaders): DeviceClass {
  return first(headers['sec-ch-ua-mobile']) === '?1' || PHONE_USER_AGENT.test(first(headers['user-agent'])) ? 'phone' : 'desktop';
}

/** A language of Accept-Language that Intl knows, as Intl writes it; null for `*` and the like. */
function knownLocale(tag: string): string | null {
  if (!LANGUAGE_TAG.test(tag)) return null;
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([tag])[0] ?? null;
  } catch {
    return null;
  }
}

/** The reader's first language (by its `q`, then its order; `q=0` is a refusal) that Intl can write dates in. */
export function localeOf(headers: IncomingHttpHeaders): string {
  const ranked = first(headers['accept-language'])
    .split(',', 20)
    .map((entry) => {
      const [tag = '', ...params] = entry.split(';').map((part) => part.trim());
      const q = params.find((param) => /^q=/i.test(param));
      return { tag, weight: q === undefined ? 1 : Number(q.slice(2)) };
    })
    .filter(({ weight }) => weight > 0)
    .sort((a, b) => b.weight - a.weight);
  for (const { tag } of ranked) {
    const locale = knownLocale(tag);
    if (locale !== null) return locale;
  }
  return DEFAULT_LOCALE;
}

/** The Host header's name part, when it looks like one ('localhost' otherwise, as the browser shows it). */
export function hostOf(headers: IncomingHttpHeaders): string {
  const host = first(headers.host);
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? '');
  return HOST_NAME.test(name) ? name.toLowerCase() : 'localhost';
}

export function pageReaderOf(headers: IncomingHttpHeaders): PageReader {
  return { device: deviceOf(headers), locale: localeOf(headers), host: hostOf(headers) };
}

/** The headers a page's HTML depends on, for `Vary`, and the cache key of one reader. */
export const PAGE_VARY = 'Accept-Encoding, User-Agent, Sec-CH-UA-Mobile, Accept-Language';
export const readerKey = (reader: PageReader) => `${reader.device} ${reader.locale} ${reader.host}`;
