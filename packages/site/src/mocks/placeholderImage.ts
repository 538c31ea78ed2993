export interface PlaceholderSize {
  readonly width: number;
  readonly height: number;
  readonly fontSize: number;
}

/** A stand-in picture: a filled rectangle with its label in the middle, as SVG source. */
export function placeholderSvg(label: string, fill: string, { width, height, fontSize }: PlaceholderSize): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="${fill}"/>` +
    `<text x="${width / 2}" y="${Math.round(height / 2 + fontSize / 3)}" font-family="monospace" font-size="${fontSize}" ` +
    `fill="#fff" text-anchor="middle">${label}</text></svg>`
  );
}

/**
 * A stand-in picture for the fixtures (covers, screenshots) as a data URL, so stories and tests need
 * no image files and no network.
 */
export function placeholderImage(label: string, fill: string, size: PlaceholderSize): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(placeholderSvg(label, fill, size))}`;
}
