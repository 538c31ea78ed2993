import type { LightboxImage } from './Lightbox';

// Self-contained images for stories and tests (no network): labelled SVG placeholders.
function placeholder(label: string, hue: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500">` +
    `<rect width="800" height="500" fill="hsl(${hue} 40% 20%)"/>` +
    `<text x="400" y="260" font-family="monospace" font-size="48" fill="#fff" text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const SAMPLE_IMAGES: readonly string[] = [
  placeholder('front panel', 140),
  placeholder('circuit board', 200),
  placeholder('dashboard', 280),
];

/** An image also offered as a "WebP" file: an SVG labelled so, since a data URL needs no encoder. */
const picture = (label: string, hue: number): LightboxImage => ({
  src: placeholder(`${label} (fallback)`, hue),
  sources: [{ type: 'image/webp', srcSet: placeholder(`${label} (webp)`, hue) }],
});

/** The same three with a better format each: the lightbox shows the source the browser supports. */
export const SAMPLE_PICTURES: readonly LightboxImage[] = [picture('front panel', 140), picture('circuit board', 200), picture('dashboard', 280)];
