/** How long the object URL of a saved file lives: long enough for any browser to start saving it. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/** Hands `blob` to the browser as a download named `fileName` (an object URL and a link clicked). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
