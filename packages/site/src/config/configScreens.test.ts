import { describe, expect, it } from 'vitest';
import { showsSiteConfig } from './configScreens';

describe('showsSiteConfig', () => {
  it('is true for the home, about, quick overview and admin pages, with or without a final slash', () => {
    for (const path of ['/', '/about', '/about/', '/about/quickview', '/admin', '/admin-clean/']) expect(showsSiteConfig(path)).toBe(true);
  });

  it('is false for the screens that do not show the config', () => {
    for (const path of ['/projects', '/projects/pocket-oscilloscope', '/art', '/writing', '/writing/a-post', '/nowhere']) expect(showsSiteConfig(path)).toBe(false);
  });
});
