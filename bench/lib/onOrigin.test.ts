import { expect, it } from 'vitest';
import { onOrigin } from './onOrigin.ts';

it("prints a URL of the page's origin as its path, the root as /, and any other as it is", () => {
  expect(onOrigin('http://127.0.0.1:4100/assets/index.js', 'http://127.0.0.1:4100')).toBe('/assets/index.js');
  expect(onOrigin('http://127.0.0.1:4100', 'http://127.0.0.1:4100')).toBe('/');
  expect(onOrigin('Unattributable', 'http://127.0.0.1:4100')).toBe('Unattributable');
});
