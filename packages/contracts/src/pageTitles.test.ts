import { describe, expect, it } from 'vitest';
import { documentTitle } from './pageTitles';

const owner = { name: 'Riley Chen', role: 'Computer Engineering Student' };

describe('documentTitle', () => {
  it('introduces the owner on the home and about pages', () => {
    expect(documentTitle({ kind: 'home' }, owner)).toBe('Riley Chen — Computer Engineering Student');
    expect(documentTitle({ kind: 'about' }, owner)).toBe('About Riley Chen — Computer Engineering Student');
  });

  it("names every other page by its label and the owner's name", () => {
    expect(documentTitle({ kind: 'page', label: 'Pocket Oscilloscope' }, owner)).toBe('Pocket Oscilloscope — Riley Chen');
  });
});
