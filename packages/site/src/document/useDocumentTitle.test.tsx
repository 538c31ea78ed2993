import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG } from '../config/defaults';
import { createConfigLoader } from '../data/siteConfig';
import { MemoryRouter } from '../routing';
import { useDocumentTitle } from './useDocumentTitle';

const at = (path: string) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  };

/** A config store that never answers until `answer` is called. */
function pendingStore() {
  let answer: () => void = () => undefined;
  const store = createConfigLoader(
    () =>
      new Promise((resolve) => {
        answer = () => resolve({ ...DEFAULT_SITE_CONFIG, ownerName: 'Riley Chen', quickviewSubtitle: 'Hardware Tinkerer' });
      }),
  );
  const loaded = store.load();
  return { store, answer: () => (answer(), loaded) };
}

function serverMeta(property: string, content: string) {
  const meta = document.createElement('meta');
  meta.setAttribute('property', property);
  meta.setAttribute('content', content);
  document.head.append(meta);
}

describe('useDocumentTitle', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.title = '';
  });

  it("names pages as the server does once the config has loaded, with the owner's name and role", async () => {
    const { store, answer } = pendingStore();
    const { rerender } = renderHook(({ page }: { page: Parameters<typeof useDocumentTitle>[0] }) => useDocumentTitle(page, store), {
      wrapper: at('/projects'),
      initialProps: { page: 'Projects' as Parameters<typeof useDocumentTitle>[0] },
    });
    await answer();
    expect(document.title).toBe('Projects — Riley Chen');
    rerender({ page: { kind: 'home' } });
    expect(document.title).toBe('Riley Chen — Hardware Tinkerer');
    rerender({ page: { kind: 'about' } });
    expect(document.title).toBe('About Riley Chen — Hardware Tinkerer');
  });

  it("keeps the server's title while the config loads on the page the server wrote", () => {
    serverMeta('og:url', 'https://riley.dev/writing');
    serverMeta('og:site_name', 'Riley Chen');
    document.title = 'Writing — Riley Chen';
    renderHook(() => useDocumentTitle('Writing', pendingStore().store), { wrapper: at('/writing') });
    expect(document.title).toBe('Writing — Riley Chen');
  });

  it("takes the server's name for another page before the config has loaded", () => {
    serverMeta('og:url', 'https://riley.dev/writing');
    serverMeta('og:site_name', 'Riley Chen');
    renderHook(() => useDocumentTitle('Art', pendingStore().store), { wrapper: at('/art') });
    expect(document.title).toBe('Art — Riley Chen');
  });
});
