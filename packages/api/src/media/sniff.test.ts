import { describe, expect, it } from 'vitest';
import { avif, gif, jpeg, opaquePng, PDF_FILE, SVG_WITH_SCRIPT, webp } from '../testing/images';
import { sniffImageFormat } from './sniff';

const ftyp = (major: string, ...compatible: string[]) => {
  const brands = [major, '\0\0\0\0', ...compatible].join('');
  const box = Buffer.alloc(8 + brands.length);
  box.writeUInt32BE(box.length, 0);
  box.write(`ftyp${brands}`, 4, 'latin1');
  return Buffer.concat([box, Buffer.alloc(32)]);
};

describe('sniffImageFormat', () => {
  it('knows the accepted formats by their bytes', async () => {
    expect(sniffImageFormat(await jpeg(8, 8))).toBe('jpeg');
    expect(sniffImageFormat(await opaquePng(8, 8))).toBe('png');
    expect(sniffImageFormat(await gif(8, 8))).toBe('gif');
    expect(sniffImageFormat(await webp(8, 8))).toBe('webp');
    expect(sniffImageFormat(await avif(8, 8))).toBe('avif');
    expect(sniffImageFormat(ftyp('mif1', 'miaf', 'avif'))).toBe('avif');
    expect(sniffImageFormat(ftyp('avis', 'msf1'))).toBe('avif');
  });

  it('refuses everything else, whatever it claims to be', () => {
    for (const bytes of [
      SVG_WITH_SCRIPT,
      PDF_FILE,
      Buffer.from('<!doctype html><img src=x onerror=alert(1)>'),
      Buffer.alloc(0),
      Buffer.from([0xff, 0xd8]),
      Buffer.from('RIFF\0\0\0\0WAVEfmt '),
      ftyp('heic', 'mif1', 'heic'),
      ftyp('mp42', 'isom'),
      Buffer.from('BM\0\0\0\0'),
      Buffer.from('II*\0'),
    ]) {
      expect(sniffImageFormat(bytes)).toBeNull();
    }
  });
});
