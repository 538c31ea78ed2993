import '@testing-library/jest-dom/vitest';
import { SPOTIFY_HOME_URL } from '@portfolio/contracts/identity';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSiteLocation } from '../../routing';
import { configOf, setSiteConfig, siteConfigLoader } from '../../data/siteConfig';
import { shortConfigFixture } from '../../mocks/configFixtures';
import { renderRoutes } from '../../testing/renderRoutes';
import { HomeScreen } from './HomeScreen';

function Location() {
  const location = useSiteLocation();
  return <p>{`at ${location.pathname}${location.search}`}</p>;
}

function renderHome(mobile: boolean) {
  return renderRoutes(['/'], {
    '/': <HomeScreen mobile={mobile} config={configOf(siteConfigLoader.peek())} host="localhost" />,
    '*': <Location />,
  });
}

const configured = shortConfigFixture;

describe('HomeScreen on desktop', () => {
  beforeEach(() => setSiteConfig(configured));
  afterEach(() => localStorage.clear());

  it('shows the prompt header, the banner with the owner name and the side links', async () => {
    renderHome(false);
    await screen.findByTestId('banner');
    expect(screen.getAllByTestId('prompt')[0]?.textContent).toMatch(/^portfolio@.+:~\$$/);
    expect(screen.getByTestId('banner')).toHaveTextContent('Riley Chen');
    const side = within(screen.getByRole('navigation', { name: 'Elsewhere' }));
    expect(side.getByRole('link', { name: /github/ })).toHaveAttribute('href', 'https://github.com/riley');
    expect(side.getByRole('link', { name: /linkedin/ })).toHaveAttribute('target', '_blank');
    expect(side.getByRole('link', { name: 'email' })).toHaveAttribute('href', 'mailto:riley@example.com');
    expect(side.getByRole('link', { name: /spotify/ })).toHaveAttribute('href', 'https://open.spotify.com/user/riley');
    expect(side.getByRole('link', { name: /spotify/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('textbox', { name: 'Command' })).toHaveAttribute(
      'placeholder',
      "type 'help' for commands or 'quickview' to leave the experience",
    );
  });

  it('runs commands: cd navigates, theme switches and is saved', async () => {
    const user = userEvent.setup();
    renderHome(false);
    const input = await screen.findByRole('textbox', { name: 'Command' });
    await user.type(input, 'theme light{Enter}');
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(localStorage.getItem('theme')).toBe('light');
    await user.type(input, 'cd art/{Enter}');
    expect(await screen.findByText('at /art')).toBeInTheDocument();
  });

  it('shows an unset link as text, not as a dead link; an unset Spotify links its home page', async () => {
    setSiteConfig({ ...configured, githubUrl: '', spotifyUrl: '' });
    renderHome(false);
    await screen.findByTestId('banner');
    const side = within(screen.getByRole('navigation', { name: 'Elsewhere' }));
    expect(side.queryByRole('link', { name: /github/ })).not.toBeInTheDocument();
    expect(side.getByText('github')).toBeInTheDocument();
    expect(side.getByRole('link', { name: /spotify/ })).toHaveAttribute('href', SPOTIFY_HOME_URL);
  });
});

describe('HomeScreen on phones', () => {
  beforeEach(() => setSiteConfig(configured));
  afterEach(() => localStorage.clear());

  it('shows the menu, the links, the theme switch and the mobile note', async () => {
    const user = userEvent.setup();
    renderHome(true);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    const menu = within(screen.getByRole('navigation', { name: 'Menu' }));
    expect(menu.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(menu.getByRole('link', { name: 'Quick Overview' })).toHaveAttribute('href', '/about/quickview');
    expect(menu.getByRole('link', { name: 'Contact Me' })).toHaveAttribute('href', 'mailto:riley@example.com');
    const social = within(screen.getByRole('list', { name: 'Social links' }));
    expect(social.getAllByRole('link').map((link) => link.textContent?.replace(' (opens in a new tab)', ''))).toEqual([
      'GitHub',
      'LinkedIn',
      'Spotify',
    ]);
    const note = within(screen.getByRole('complementary', { name: 'Mobile Note' }));
    for (const section of ['Projects', 'Art', 'Writing']) expect(note.getByText(section, { exact: false })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toBeInTheDocument();
  });
});
