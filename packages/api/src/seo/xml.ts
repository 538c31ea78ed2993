/**
 * Characters XML 1.0 does not allow anywhere, not even escaped or in CDATA: C0 controls other than
 * tab and line endings, U+FFFE/U+FFFF, and halves of surrogate pairs. One of them in a post would
 * make a reader reject the whole feed, so they are dropped.
 */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function xmlChars(value: string): string {
  return value.replace(NOT_XML, '');
}

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text or an attribute value for XML we write ourselves. */
export function escapeXml(value: string): string {
  return xmlChars(value).replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}
