/** The folders of files the server makes from the database: image variants, uploaded files (the resume PDFs), share images, the demo's files. */
const LINKED = /(?:https?:\/\/[^/"'\s<>]+)?(\/(?:media|uploads|og|demo)\/[^"'\s<>),\\?#]+)/g;

const TEXT_FILE = /\.(html|json|xml|webmanifest|txt)$/;

/**
 * Every `/media/…`, `/uploads/…`, `/og/…` and `/demo/…` path the text files link to (in `src`, `srcset`, data
 * fields, share tags, feeds), once each, sorted: the files the export must hold for its pages to
 * show everything. Absolute links count only on the public origin.
 */
export function linkedFiles(files: ReadonlyMap<string, Buffer>, publicUrl: string): string[] {
  const origin = new URL(publicUrl).origin;
  const found = new Set<string>();
  for (const [path, bytes] of files) {
    if (!TEXT_FILE.test(path)) continue;
    for (const match of bytes.toString('utf8').matchAll(LINKED)) {
      const [whole, linked = ''] = match;
      if (whole.startsWith('http') && !whole.startsWith(origin)) continue;
      found.add(decodeEntities(linked));
    }
  }
  return [...found].sort();
}

/** `&amp;` as HTML writes it in attributes; paths carry no other entity. */
const decodeEntities = (path: string) => path.replace(/&amp;/g, '&');
