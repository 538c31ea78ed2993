import { describe, expect, it, vi } from 'vitest';
import { partlySavedConfigFixture as saved } from '../mocks/configFixtures';
import { DEFAULT_SITE_CONFIG } from './defaults';
import { createSiteConfigStore } from './siteConfigStore';

describe('createSiteConfigStore', () => {
  it('loads once, shares the answer and fills empty values with the built-in texts', async () => {
    const load = vi.fn(async () => saved);
    const store = createSiteConfigStore(load);
    expect(store.getSnapshot().status).toBe('loading');
    await Promise.all([store.preload(), store.preload()]);
    expect(load).toHaveBeenCalledTimes(1);
    const { status, config } = store.getSnapshot();
    expect(status).toBe('ready');
    expect(config.profileText).toBe('Owner profile');
    expect(config.quickviewTitle).toBe(DEFAULT_SITE_CONFIG.quickviewTitle);
    expect(config.currentFocus).toEqual(DEFAULT_SITE_CONFIG.currentFocus);
    expect(config.emailLink).toBe('mailto:owner@example.com');
  });

  it('only logs a failure and keeps the built-in texts', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createSiteConfigStore(() => Promise.reject(new Error('timeout')));
    await store.preload();
    expect(store.getSnapshot()).toEqual({ status: 'failed', config: DEFAULT_SITE_CONFIG });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('notifies readers when the owner saves a new config', async () => {
    const store = createSiteConfigStore(async () => saved);
    const listener = vi.fn();
    store.subscribe(listener);
    store.replace({ ...saved, profileText: 'Updated' });
    expect(listener).toHaveBeenCalled();
    expect(store.getSnapshot().config.profileText).toBe('Updated');
  });
});
