import '@testing-library/jest-dom/vitest';
import { act, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { homeConfigFixture } from '../mocks/homeMocks';
import { SPLASH_SESSION_KEY } from '../screens/Home/splashSession';
import { WELCOME_HINTS, welcomeHintHref } from '../screens/Home/homeWelcome';
import { liveCommandBox } from '../testing/liveTerminal';
import { fixturePageData, hydrateServerPage, serverMarkup } from '../testing/serverPage';
import { completePageData, ready } from './renderPage';

/** The home's welcome: drawn on the server, carried in the page data, hydrated as sent. */

const HOST = 'localhost';
const homeData = (device: 'desktop' | 'phone' = 'desktop') => completePageData(fixturePageData('/', device, HOST));

beforeAll(() => ready);

describe('completePageData', () => {
  it("adds the owner's name, lettered, to every desktop page's data", () => {
    for (const path of ['/', '/projects', '/writing']) {
      const data = completePageData(fixturePageData(path, 'desktop', HOST));
      expect(data.lettering?.drawings.length, path).toBeGreaterThan(0);
    }
    expect(homeData().lettering?.name).toBe('Riley Chen');
  });

  it('adds nothing on a phone (its home is a menu), nor when the name cannot be drawn', () => {
    expect(homeData('phone')).toEqual(fixturePageData('/', 'phone', HOST));
    const unlettered = fixturePageData('/', 'desktop', HOST);
    const data = completePageData({ ...unlettered, config: { ...homeConfigFixture, ownerName: '李 Wei' } });
    expect(data.lettering).toBeUndefined();
  });
});

describe("the home's welcome in the server's HTML", () => {
  it('the name in every drawing (for the stylesheet to pick) and as text, the intro and the hints, above the prompt', () => {
    const page = serverMarkup('/', homeData());
    const welcome = within(page).getByTestId('welcome');
    expect(within(page).getByRole('log')).toContainElement(welcome);
    expect(within(welcome).getByText('Riley Chen')).toHaveAttribute('data-until', '40');
    const drawings = [...welcome.querySelectorAll('pre[aria-hidden="true"]')];
    expect(drawings.map((drawing) => drawing.getAttribute('data-from'))).toEqual(['50', '40']);
    expect(drawings[0]?.textContent).toBe(homeData().lettering?.drawings[0]?.join('\n'));
    expect(within(welcome).getByText(/^Computer Engineering Student\. This portfolio is a shell/)).toBeInTheDocument();
    // Links (issue 32): without scripts they still lead somewhere (`welcomeHintHref`).
    expect(within(welcome).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(WELCOME_HINTS.map((hint) => [hint, welcomeHintHref(hint)]));
  });

  it('without the drawings (a page that came without them), the name as text', () => {
    const page = serverMarkup('/', fixturePageData('/', 'desktop', HOST));
    const welcome = within(page).getByTestId('welcome');
    expect(welcome.querySelector('pre')).toBeNull();
    expect(within(welcome).getByText('Riley Chen')).not.toHaveAttribute('data-until');
  });

  it('not on a phone: its home is the menu', () => {
    expect(within(serverMarkup('/', homeData('phone'))).queryByTestId('welcome')).toBeNull();
  });
});

describe('the welcome once the browser takes the page over', () => {
  it('hydrates as sent; a hint runs its command as typed, and clear clears the welcome', async () => {
    sessionStorage.setItem(SPLASH_SESSION_KEY, 'true');
    const page = await hydrateServerPage('/', homeData());
    const view = within(page.container);
    await waitFor(() => liveCommandBox(view));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(page.recoverableErrors).toEqual([]);
    expect(page.consoleError).not.toHaveBeenCalled();
    expect(view.getByTestId('welcome').querySelectorAll('pre')).toHaveLength(2);

    await userEvent.click(view.getByRole('link', { name: 'help' }));
    const log = view.getByRole('log');
    await waitFor(() => expect(log).toHaveTextContent('Available commands:'));
    expect(log.querySelector('[data-kind="echo"]')).toHaveTextContent(/~\$ help$/);
    expect(liveCommandBox(view)).toHaveFocus();

    await userEvent.type(liveCommandBox(view), 'clear{Enter}');
    expect(view.queryByTestId('welcome')).toBeNull();
  });
});
