import { describe, expect, it } from 'vitest';
import { renderSvgToPng } from './renderPng';
import { type ShareCard, shareCardSvg } from './shareCard';
import { HOSTILE_TITLES, PNG_SIGNATURE, pngSize } from './shareTesting';

const card: ShareCard = { kind: 'project', title: 'Pocket oscilloscope', ownerName: 'Riley Quinn', path: '~/projects', command: 'cat pocket-oscilloscope', detail: 'hardware · completed' };

describe('renderSvgToPng', () => {
  it('renders a share card as a 1200×630 PNG', async () => {
    const png = await renderSvgToPng(shareCardSvg(card));
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  });

  it('draws the text with the shipped font: a longer title changes the pixels', async () => {
    const [short, long] = await Promise.all([renderSvgToPng(shareCardSvg(card)), renderSvgToPng(shareCardSvg({ ...card, title: `${card.title} mk II` }))]);
    expect(short.equals(long)).toBe(false);
  });

  it.each(HOSTILE_TITLES)('renders the card titled %j: its SVG is well-formed', async (title) => {
    const png = await renderSvgToPng(shareCardSvg({ ...card, title, ownerName: title }));
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  });

  it('rejects SVG that is not well-formed XML (so the test above proves something)', async () => {
    await expect(renderSvgToPng('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text></text><script></svg>')).rejects.toThrow();
  });
});
