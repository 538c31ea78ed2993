import { ThemeProvider } from '@portfolio/terminal-ui/components/ThemeProvider';
import type { ThemeName } from '@portfolio/terminal-ui/engine/types';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MemoryRouter, Route, Switch, useSiteLocation } from '../../routing';
import { ADMIN_TOKEN_KEY } from '../../auth/adminToken';
import { DEFAULT_SITE_CONFIG, withDefaults } from '../../config/defaults';
import { seedOwnerLettering } from '../../config/ownerLettering';
import { drawName } from '../../ssr/nameLettering';
import { homeConfigFixture, homeHandlers, homeOfflineHandlers, STORY_ADMIN_PASSWORD } from '../../mocks/homeMocks';
import { type StoryCanvas, terminalLog } from '../shared/screenStory';
import { HomeScreen } from './HomeScreen';

// A key of its own, so the stories never touch a real visitor's `theme`.
const STORY_THEME_KEY = 'storybook:home-theme';

/** Where a command or a click went: the stories' stand-in for the other routes. */
function NavigatedTo() {
  const { pathname, search } = useSiteLocation();
  return <p data-testid="navigated">{`Navigated to ${pathname}${search}`}</p>;
}

/** The app shell around the screen: the theme (starting from the toolbar's) and a router at `/`. */
const withSiteShell: Decorator = (Story, context) => {
  const themes = context.parameters.themes as { themeOverride?: string } | undefined;
  const selected = themes?.themeOverride ?? context.globals.theme;
  const theme: ThemeName = selected === 'light' ? 'light' : 'dark';
  return (
    <ThemeProvider key={theme} defaultTheme={theme} storageKey={STORY_THEME_KEY}>
      <MemoryRouter initialEntries={['/']}>
        <Switch>
          <Route path="/"><Story /></Route>
          <Route path="*"><NavigatedTo /></Route>
        </Switch>
      </MemoryRouter>
    </ThemeProvider>
  );
};

const meta = {
  title: 'Screens/Home',
  component: HomeScreen,
  decorators: [withSiteShell],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: homeHandlers },
    docs: {
      description: {
        component:
          'The home route `/`. On desktop: the terminal with its prompt header, the banner rotating the owner name, ' +
          'designer, engineer and programmer every 4 s, the side links and every home command (`ls`, `cd`, `cat`, ' +
          '`help`, `clear`, `whoami`, `quickview`, `test`, `theme`, `admin`). On phones: the menu. The splash that ' +
          'opens a session is in Terminal/Splash. The API answers through MSW (`mocks/homeMocks.ts`); the admin password ' +
          `here is \`${STORY_ADMIN_PASSWORD}\`.`,
      },
    },
  },
  args: { mobile: false, config: withDefaults(homeConfigFixture), host: 'localhost' },
  beforeEach: () => {
    localStorage.removeItem(STORY_THEME_KEY);
    return () => localStorage.removeItem(ADMIN_TOKEN_KEY);
  },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// The terminal is a lazily loaded chunk: the first look waits for it.
const commandBox = (canvas: StoryCanvas) => canvas.findByRole('textbox', { name: 'Command' });

/** Desktop, dark. `ls` prints the tree: readme.txt fills its `cat` command, a directory navigates. */
export const Desktop: Story = {
  parameters: { themes: { themeOverride: 'dark' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('banner')).toHaveTextContent('Riley Chen');
    const input = await commandBox(canvas);
    await userEvent.type(input, 'ls{Enter}');
    await userEvent.click(terminalLog(canvas).getByRole('button', { name: 'readme.txt' }));
    await expect(input).toHaveValue('cat readme.txt');
    await userEvent.type(input, '{Enter}');
    await expect(terminalLog(canvas).getByText('Welcome to my portfolio!')).toBeInTheDocument();
    await userEvent.click(terminalLog(canvas).getByRole('link', { name: 'art/' }));
    await expect(await canvas.findByTestId('navigated')).toHaveTextContent('Navigated to /art');
  },
};

/** Desktop, light. Tab completes a single match, lists several joined by ' | ', completes directories. */
export const DesktopLight: Story = {
  parameters: { themes: { themeOverride: 'light' } },
  play: async ({ canvas }) => {
    const input = await commandBox(canvas);
    await userEvent.type(input, 'wh');
    await userEvent.keyboard('{Tab}');
    await expect(input).toHaveValue('whoami ');
    await userEvent.clear(input);
    await userEvent.type(input, 'c');
    await userEvent.keyboard('{Tab}');
    await expect(terminalLog(canvas).getByText('cd | cat | clear')).toBeInTheDocument();
    await expect(input).toHaveValue('c');
    await userEvent.type(input, 'd wri');
    await userEvent.keyboard('{Tab}');
    await expect(input).toHaveValue('cd writing');
    await expect(input).toHaveFocus();
  },
};

/** An unknown command, an argument error, and `test` printing the health answer. */
export const Errors: Story = {
  parameters: { themes: { themeOverride: 'dark' } },
  play: async ({ canvas }) => {
    const input = await commandBox(canvas);
    const output = terminalLog(canvas);
    await userEvent.type(input, 'sudo make me a sandwich{Enter}');
    await expect(output.getByText('sudo: command not found')).toBeInTheDocument();
    await userEvent.type(input, 'cd nowhere{Enter}');
    await expect(output.getByText('cd: nowhere: No such file or directory')).toBeInTheDocument();
    await userEvent.type(input, 'test{Enter}');
    await expect(await output.findByText('"status": "ok",', { exact: false })).toBeInTheDocument();
  },
};

/** A typo keeps the spec's line, then `Did you mean: …?`; a suggestion fills the corrected line. */
export const DidYouMean: Story = {
  parameters: { themes: { themeOverride: 'dark' } },
  play: async ({ canvas }) => {
    const input = await commandBox(canvas);
    const output = terminalLog(canvas);
    await userEvent.type(input, 'claer{Enter}');
    await expect(output.getByText('claer: command not found')).toBeInTheDocument();
    // The line is segments: the text, then each suggestion as a button filling the input.
    await expect(output.getByText('Did you mean:', { exact: false }).parentElement).toHaveTextContent('Did you mean: clear?');
    await userEvent.type(input, 'cat reedme.txt{Enter}');
    await expect(output.getByText('cat: reedme.txt: No such file or directory')).toBeInTheDocument();
    await userEvent.click(output.getByRole('button', { name: 'readme.txt' }));
    await expect(input).toHaveValue('cat readme.txt');
  },
};

/** `man cd` (and `help cd`) print a manual page; an example fills the input. */
export const ManualPage: Story = {
  parameters: { themes: { themeOverride: 'light' } },
  play: async ({ canvas }) => {
    const input = await commandBox(canvas);
    const output = terminalLog(canvas);
    await userEvent.type(input, 'man cd{Enter}');
    for (const heading of ['NAME', 'SYNOPSIS', 'DESCRIPTION', 'EXAMPLES']) await expect(output.getByText(heading)).toBeInTheDocument();
    // `cd writing`: the welcome's hint row has a `cd projects` of its own.
    await userEvent.click(output.getByRole('button', { name: 'cd writing' }));
    await expect(input).toHaveValue('cd writing');
  },
};

/** `admin`: a wrong password is refused; the right one saves the token and goes to /admin-clean after 1 s. */
export const AdminLogin: Story = {
  parameters: { themes: { themeOverride: 'dark' } },
  play: async ({ canvas }) => {
    const input = await commandBox(canvas);
    const output = terminalLog(canvas);
    await userEvent.type(input, 'admin wrong{Enter}');
    await expect(await output.findByText('Access denied: Invalid password')).toBeInTheDocument();
    await expect(output.getByText('admin ********')).toBeInTheDocument();
    await waitFor(() => expect(input).toBeEnabled());
    await userEvent.type(input, `admin ${STORY_ADMIN_PASSWORD}{Enter}`);
    await expect(await output.findByText('Access granted. Redirecting to admin panel...')).toBeInTheDocument();
    await expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('story.token.value');
    await expect(await canvas.findByTestId('navigated')).toHaveTextContent('Navigated to /admin-clean');
  },
};

/** Nothing configured and the API down: the fallback name, unset links as text, the failure lines. */
export const NotConfiguredApiDown: Story = {
  args: { config: DEFAULT_SITE_CONFIG },
  parameters: { themes: { themeOverride: 'dark' }, msw: { handlers: homeOfflineHandlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('banner')).toHaveTextContent('student');
    await expect(within(canvas.getByRole('navigation', { name: 'Elsewhere' })).getAllByRole('link')).toHaveLength(1);
    const input = await commandBox(canvas);
    await userEvent.type(input, 'test{Enter}');
    await expect(await terminalLog(canvas).findByText('API connection failed: Failed to fetch')).toBeInTheDocument();
    await waitFor(() => expect(input).toBeEnabled());
    await userEvent.type(input, 'admin whatever{Enter}');
    await expect(await terminalLog(canvas).findByText('Connection error: Failed to fetch')).toBeInTheDocument();
  },
};

/** Phones get the menu: About, Quick Overview, Contact Me, social links, the theme switch and the Mobile Note. */
export const Phone: Story = {
  args: { mobile: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { themes: { themeOverride: 'dark' } },
  play: async ({ canvas }) => {
    const menu = within(canvas.getByRole('navigation', { name: 'Menu' }));
    await expect(menu.getByRole('link', { name: 'Quick Overview' })).toHaveAttribute('href', '/about/quickview');
    await expect(menu.getByRole('link', { name: 'Contact Me' })).toHaveAttribute('href', homeConfigFixture.emailLink);
    await expect(canvas.getByRole('complementary', { name: 'Mobile Note' })).toHaveTextContent(/Projects.*Art.*Writing/);
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to light mode' }));
    await expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    await expect(canvas.getByRole('button', { name: 'Switch to dark mode' })).toBeInTheDocument();
    await userEvent.click(menu.getByRole('link', { name: 'About' }));
    await expect(await canvas.findByTestId('navigated')).toHaveTextContent('Navigated to /about');
  },
};

/** The phone menu in the light theme. */
export const PhoneLight: Story = {
  args: { mobile: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { themes: { themeOverride: 'light' } },
};

/**
 * The page's data brings the owner's name lettered (the server draws it, `ssr/nameLettering.ts`):
 * the stories below seed it as the browser does before hydrating.
 */
const withLetteredName = () => {
  seedOwnerLettering(drawName(homeConfigFixture.ownerName));
  return () => seedOwnerLettering(undefined);
};

/** The welcome's drawings of the name: on one row, then a word per row. */
const nameDrawings = (canvas: StoryCanvas) => [...canvas.getByTestId('welcome').querySelectorAll('pre')];

/**
 * The welcome, above the first prompt: the name lettered to fit (here on one row), the intro,
 * and commands to try, each a link (it works without JavaScript too); a click runs one as if typed,
 * and `clear` clears the welcome like any output.
 */
export const Welcome: Story = {
  beforeEach: withLetteredName,
  parameters: { themes: { themeOverride: 'dark' } },
  play: async ({ canvas }) => {
    const input = await commandBox(canvas);
    const [oneRow, wordPerRow] = nameDrawings(canvas);
    await expect(oneRow).toBeVisible();
    await expect(wordPerRow).not.toBeVisible();
    await expect(within(canvas.getByTestId('welcome')).getByText(/This portfolio is a shell/)).toBeVisible();
    await userEvent.click(terminalLog(canvas).getByRole('link', { name: 'help' }));
    await expect(await terminalLog(canvas).findByText('Available commands:')).toBeInTheDocument();
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'clear{Enter}');
    await expect(canvas.queryByTestId('welcome')).toBeNull();
  },
};

/** The welcome in the light theme; `cd projects` from its hints goes to the projects. */
export const WelcomeLight: Story = {
  beforeEach: withLetteredName,
  parameters: { themes: { themeOverride: 'light' } },
  play: async ({ canvas }) => {
    await commandBox(canvas);
    await expect(nameDrawings(canvas)[0]).toBeVisible();
    await userEvent.click(terminalLog(canvas).getByRole('link', { name: 'cd projects' }));
    await expect(await canvas.findByTestId('navigated')).toHaveTextContent('Navigated to /projects');
  },
};

/** The terminal at a phone's width (a narrow desktop window): the name as text, no drawing. */
export const WelcomePhoneWidth: Story = {
  beforeEach: withLetteredName,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { themes: { themeOverride: 'dark' } },
  play: async ({ canvas }) => {
    await commandBox(canvas);
    for (const drawing of nameDrawings(canvas)) await expect(drawing).not.toBeVisible();
    await expect(within(canvas.getByTestId('welcome')).getByText(homeConfigFixture.ownerName)).toBeVisible();
    await expect(terminalLog(canvas).getByRole('link', { name: 'quickview' })).toBeVisible();
  },
};

/** The same in the light theme. */
export const WelcomePhoneWidthLight: Story = {
  ...WelcomePhoneWidth,
  parameters: { themes: { themeOverride: 'light' } },
};
