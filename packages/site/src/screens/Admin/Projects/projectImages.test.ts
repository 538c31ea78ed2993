import { describe, expect, it } from 'vitest';
import { addImageUrls, describeImage, moveImage, pairImages, type ProjectImage, removeImage, splitImages } from './projectImages';

const gallery: readonly ProjectImage[] = [
  { url: '/a.jpg', alt: 'A' },
  { url: '/b.jpg', alt: 'B' },
  { url: '/c.jpg', alt: '' },
];
const urls = (images: readonly ProjectImage[]) => images.map((image) => image.url);

describe('pairing images with alt texts', () => {
  it('gives each image its alt text; missing ones blank, extra ones dropped', () => {
    expect(pairImages(['/a.jpg', '/b.jpg', '/c.jpg'], ['A', 'B'])).toEqual(gallery);
    expect(pairImages(['/a.jpg'])).toEqual([{ url: '/a.jpg', alt: '' }]);
    expect(pairImages(['/a.jpg'], ['A', 'stray'])).toEqual([{ url: '/a.jpg', alt: 'A' }]);
  });

  it('splits them back into two lists of the same length and order, alt texts trimmed', () => {
    expect(splitImages([...gallery, { url: '/d.jpg', alt: '  D  ' }])).toEqual({
      images: ['/a.jpg', '/b.jpg', '/c.jpg', '/d.jpg'],
      imageAlts: ['A', 'B', '', 'D'],
    });
    expect(splitImages([])).toEqual({ images: [], imageAlts: [] });
  });
});

describe('editing the gallery', () => {
  it('moves an image one place, with its alt text', () => {
    expect(moveImage(gallery, 2, -1)).toEqual([gallery[0], gallery[2], gallery[1]]);
    expect(moveImage(gallery, 0, 1)).toEqual([gallery[1], gallery[0], gallery[2]]);
  });

  it('leaves the gallery as it is for a move past either end', () => {
    expect(moveImage(gallery, 0, -1)).toBe(gallery);
    expect(moveImage(gallery, 2, 1)).toBe(gallery);
    expect(moveImage(gallery, 7, -1)).toBe(gallery);
  });

  it('removes one image, the others keeping their alt texts', () => {
    expect(removeImage(gallery, 1)).toEqual([gallery[0], gallery[2]]);
    expect(removeImage(gallery, 3)).toBe(gallery);
  });

  it('sets one alt text', () => {
    expect(describeImage(gallery, 2, 'C')[2]).toEqual({ url: '/c.jpg', alt: 'C' });
    expect(describeImage(gallery, 2, 'C').slice(0, 2)).toEqual(gallery.slice(0, 2));
  });

  it('adds typed URLs after the others, comma-separated, blanks dropped', () => {
    expect(urls(addImageUrls(gallery, ' /d.png ,, https://x.example/e.png, '))).toEqual(['/a.jpg', '/b.jpg', '/c.jpg', '/d.png', 'https://x.example/e.png']);
    expect(addImageUrls(gallery, ' ')).toEqual(gallery);
  });
});
