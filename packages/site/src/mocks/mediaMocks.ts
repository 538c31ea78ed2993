import { parseMediaUrl, scaledHeight } from '@portfolio/contracts/media';
import { http, HttpResponse } from 'msw';
import { placeholderSvg } from './placeholderImage';

/**
 * The owner's uploaded images in the fixtures: URLs of the shape the API stores
 * (`/media/{hash}_{W}x{H}_{w}.{ext}`, `@portfolio/contracts/media`), and a stand-in for the server's
 * `GET /media/…` so stories show every file a `<picture>` asks for.
 */

/** A photo 2400 × 1600 (JPEG family): files 480, 960, 1600 and 2400 wide; the stored URL is the 1600. */
export const MEDIA_PHOTO = '/media/abcdefghijklmnopqrstuv_2400x1600_1600.jpg';
/** A flat image 1200 × 900 (PNG family): files 480, 960 and 1200 wide; the stored URL is the 1200 (the largest up to 1600). */
export const MEDIA_DIAGRAM = '/media/ABCDEFGHIJKLMNOPQRSTUV_1200x900_1200.png';
/** A small photo 640 × 480: files 480 and 640 wide; the stored URL is the 640. */
export const MEDIA_SMALL = '/media/0123456789-_abcdefghij_640x480_640.jpg';

/** A hue of its own per image, so each image's files look alike and unlike another image's. */
const hueOf = (hash: string) => [...hash].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 360;

/**
 * `GET /media/{name}`: the file it names drawn as an SVG of the file's size, labelled with its width
 * and format (`1600w avif`), so a story shows which file the browser chose; 404 for any other name,
 * as the server answers. (Served as SVG whatever the extension: the browser shows it by its type.)
 */
export const mediaHandler = http.get('/media/:name', ({ request }) => {
  const file = parseMediaUrl(new URL(request.url).pathname);
  if (file === null) return new HttpResponse(null, { status: 404 });
  const height = scaledHeight(file.width, file.height, file.fileWidth);
  const svg = placeholderSvg(`${file.fileWidth}w ${file.format}`, `hsl(${hueOf(file.hash)} 35% 22%)`, {
    width: file.fileWidth,
    height,
    fontSize: Math.max(12, Math.round(file.fileWidth / 12)),
  });
  return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
});
