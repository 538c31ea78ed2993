import { it, expect } from 'vitest';
import { waitFor } from '@testing-library/react';
import { ready } from './renderPage';
import { fixturePageData, hydrateServerPage } from '../testing/serverPage';

const urls = ['/', '/projects', '/projects/pocket-oscilloscope', '/projects/nope', '/about', '/about/quickview', '/art', '/writing', '/writing/notes-on-learning-rust', '/writing/nope', '/nope'];
for (const url of urls) for (const device of ['desktop', 'phone'] as const) {
  it(`hydrates ${url} ${device}`, async () => {
    await ready;
    sessionStorage.setItem('splashShown', 'true');
    const page = await hydrateServerPage(url, fixturePageData(url, device, 'localhost'));
    await new Promise((r) => setTimeout(r, 300));
    console.log(url, device, page.recoverableErrors.map(String), page.consoleError.mock.calls.map((c) => String(c[0]).slice(0, 300)), page.requests);
    await waitFor(() => expect(page.container.querySelector('[data-testid="no-script"]')).toBeNull());
  });
}
