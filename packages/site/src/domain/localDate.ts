const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const FORMAT: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };

// Building a formatter is the costly part: the first one loads the locale's data (~65 ms on a
// 4x-throttled CPU, measured on a post page; up to 140 ms on a slower VM) and `toLocaleDateString`
// builds a new one on every call. So one is kept per locale, and the visitor's own is built by
// `prepareLocalDates` while a screen that shows dates still waits for its chunk and data. A page the
// server wrote needs none for its own dates: hydration reads them as the server wrote them
// (`adoptServerDates`), and the formatter is built only when a date the page did not show is.
const formatters = new Map<string, Intl.DateTimeFormat>();

let pageLocale: string | undefined;

/** The page's own dates as the server wrote them in `pageLocale`, by `YYYY-MM-DD`. */
let serverDates = new Map<string, string>();
/** Whether the next warm-up is the hydrated screen's own, whose dates are all in `serverDates`. */
let warmUpCovered = false;

/**
 * The locale of a page the server wrote (from Accept-Language): its render and the browser's use
 * it alike, so a date reads the same before and after hydration. Without one, the browser's own.
 */
export function assumeLocale(locale: string | undefined): void {
  pageLocale = locale;
}

/**
 * Notes every date of the server's page in `root` (`<time datetime="YYYY-MM-DD">` and its text):
 * called once, before hydration, after `assumeLocale`, the page's locale.
 */
export function adoptServerDates(root: ParentNode): void {
  serverDates = new Map();
  for (const time of root.querySelectorAll('time[datetime]')) {
    const iso = time.getAttribute('datetime') ?? '';
    if (ISO_DATE.test(iso) && time.textContent) serverDates.set(iso, time.textContent);
  }
  warmUpCovered = serverDates.size > 0;
}

/** The page's dates are no longer on screen (its seed was taken back). */
export function forgetServerDates(): void {
  serverDates = new Map();
  warmUpCovered = false;
}

function formatter(locale: string | undefined): Intl.DateTimeFormat {
  const key = locale ?? '';
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, FORMAT);
    formatters.set(key, found);
  }
  return found;
}

/**
 * Builds the visitor's formatter in a task of its own, soon: the router calls it as a screen that
 * shows dates starts loading, so the cost falls in the wait, not inside the render that shows them
 * (and not on screens without dates, where it would only be a long task after the first paint).
 */
export function prepareLocalDates(): void {
  if (warmUpCovered) {
    warmUpCovered = false;
    return;
  }
  setTimeout(() => formatter(pageLocale), 0);
}

/**
 * A `YYYY-MM-DD` date in the visitor's own locale (e.g. `Feb 15, 2026` in en-US). The date is
 * built from its parts in local time: `new Date('2026-02-15')` would be UTC midnight, which is
 * the day before for anyone west of Greenwich. Anything that is not such a date is returned as is.
 */
export function formatLocalDate(iso: string, locale: string | undefined = pageLocale): string {
  const adopted = locale === pageLocale ? serverDates.get(iso) : undefined;
  if (adopted !== undefined) return adopted;
  const match = ISO_DATE.exec(iso.trim());
  if (!match) return iso;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return iso;
  return formatter(locale).format(date);
}
