import { describe, expect, it, vi } from 'vitest';
import { partlySavedConfigFixture as saved } from '../mocks/configFixtures';
import { DEFAULT_SITE_CONFIG } from '../config/defaults';
import { configOf, createConfigLoader, setSiteConfig } from './siteConfig';

describe('createConfigLoader', () => {
  it('loads once, shares the answer and fills empty values with the built-in texts', async () => {
    const load = vi.fn(async () => saved);
    const store = createConfigLoader(load);
    expect(store.peek()).toBeUndefined();
    await Promise.all([store.load(), store.load()]);
    expect(load).toHaveBeenCalledTimes(1);
    const state = store.peek();
    const config = configOf(state);
    expect(state?.status).toBe('ready');
    expect(config.profileText).toBe('Owner profile');
    expect(config.quickviewTitle).toBe(DEFAULT_SITE_CONFIG.quickviewTitle);
    expect(config.currentFocus).toEqual(DEFAULT_SITE_CONFIG.currentFocus);
    expect(config.emailLink).toBe('mailto:owner@example.com');
  });

  it('only logs a failure and keeps the built-in texts', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createConfigLoader(() => Promise.reject(new Error('timeout')));
    await store.load();
    expect(store.peek()).toEqual({ status: 'failed', message: 'timeout' });
    expect(configOf(store.peek())).toEqual(DEFAULT_SITE_CONFIG);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('notifies readers when the owner saves a new config', async () => {
    const store = createConfigLoader(async () => saved);
    const listener = vi.fn();
    store.subscribe(listener);
    setSiteConfig({ ...saved, profileText: 'Updated' }, store);
    expect(listener).toHaveBeenCalled();
    expect(configOf(store.peek()).profileText).toBe('Updated');
  });
});
