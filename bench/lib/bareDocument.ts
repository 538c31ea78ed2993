/**
 * The least a page can hold and still pass Lighthouse's checks as a page of ours does (a language,
 * a viewport, a title and a description, an icon that costs no request): one heading and one
 * sentence, and no style, font, script or image (bench/bareDocument.ts serves it).
 */
export const BARE_DOCUMENT = [
  '<!doctype html>',
  '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
  '<title>A bare document</title><meta name="description" content="The least a page can measure.">',
  '<link rel="icon" href="data:,"></head>',
  '<body><main><h1>A bare document</h1><p>One heading and one sentence: no style, font, script or image.</p></main></body></html>',
].join('');
