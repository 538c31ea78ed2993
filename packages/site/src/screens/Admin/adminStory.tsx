import type { Decorator, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, spyOn, userEvent } from 'storybook/test';
import { MemoryRouter } from '../../routing';
import { ADMIN_TOKEN_KEY } from '../../auth/adminToken';
import { setSiteConfig } from '../../data/siteConfig';
import { ADMIN_CONFIG, ADMIN_STORY_TOKEN, addAdminDrafts, adminHandlers, failingList, refusing, resetAdminApi } from '../../mocks/adminMocks';
import { type StoryCanvas, withMarkdownRenderer } from '../shared/screenStory';
import type { AdminRoute, AdminRouteProps } from './AdminRoute';
import type { AdminTab } from './AdminWorkspace';

/** A router around the screen (the Back link needs one). */
const withRouter: Decorator = (Story) => (
  <MemoryRouter initialEntries={['/admin-clean']}>
    <Story />
  </MemoryRouter>
);

const adminParameters = {
  layout: 'fullscreen',
  msw: { handlers: adminHandlers },
} as const;

/** The owner is logged in (a token is stored), and the in-memory API holds its fixtures. */
export function loggedIn() {
  resetAdminApi();
  setSiteConfig(ADMIN_CONFIG);
  localStorage.setItem(ADMIN_TOKEN_KEY, ADMIN_STORY_TOKEN);
  return () => localStorage.removeItem(ADMIN_TOKEN_KEY);
}

/** Logged in, and the in-memory API holds a draft post and a draft project besides its fixtures. */
export function loggedInWithDrafts() {
  const done = loggedIn();
  addAdminDrafts();
  return done;
}

/** No token: the login form. */
function loggedOut() {
  resetAdminApi();
  localStorage.removeItem(ADMIN_TOKEN_KEY);
  return () => localStorage.removeItem(ADMIN_TOKEN_KEY);
}

/** A story of the admin (every admin story file's meta is `adminStoryMeta`'s). */
export type AdminStory = StoryObj<typeof AdminRoute>;

/**
 * An admin story file's meta, but for `title` and `component` (Storybook reads those from the
 * file's text): the docs text, and the clean admin logged in on `tab`, or logged out (the login
 * form) without one.
 */
export function adminStoryMeta(description: string, tab?: AdminTab) {
  const args: AdminRouteProps = tab === undefined ? { variant: 'clean' } : { variant: 'clean', initialTab: tab };
  return {
    decorators: [withRouter],
    loaders: [withMarkdownRenderer],
    parameters: { ...adminParameters, docs: { description: { component: description } } },
    args,
    beforeEach: tab === undefined ? loggedOut : loggedIn,
  };
}

/** A story's parameters: every POST to `path` is refused with `status` (and `reason`), the rest answered as usual. */
export function refusedAt(path: string, status: 401 | 400 | 500, reason?: string) {
  return { msw: { handlers: [refusing(path, status, reason), ...adminParameters.msw.handlers] } };
}

/** A story's parameters: the GET of `path` fails with `status`, the rest answered as usual. */
export function listFailingAt(path: string, status: number) {
  return { msw: { handlers: [failingList(path, status), ...adminParameters.msw.handlers] } };
}

/** A story's parameters: `handlers` answer first (a refused upload, a held one), the rest as usual. */
export function answeredBy(...handlers: RequestHandler[]) {
  return { msw: { handlers: [...handlers, ...adminParameters.msw.handlers] } };
}

/**
 * Clicks `button` (a Delete) with the browser's confirm answered OK, and checks it asked `question`
 * when one is given; the real confirm is back afterwards.
 */
export async function clickConfirmed(button: HTMLElement, question?: string) {
  const confirm = spyOn(window, 'confirm').mockReturnValue(true);
  try {
    await userEvent.click(button);
    if (question !== undefined) await expect(confirm).toHaveBeenCalledWith(question);
  } finally {
    confirm.mockRestore();
  }
}

/** `button` is disabled while `field` is empty, and enabled once `text` is typed into it. */
export async function expectEnabledOnceTyped(button: HTMLElement, field: HTMLElement, text: string) {
  await expect(button).toBeDisabled();
  await userEvent.type(field, text);
  await expect(button).toBeEnabled();
}

/** Clicks `button` (a save); the status line then says `saved`, and the page shows `shown` (what was saved). */
export async function expectSavedAndShown(canvas: StoryCanvas, button: HTMLElement, saved: string, shown: string) {
  await userEvent.click(button);
  await expect(await canvas.findByText(saved)).toBeInTheDocument();
  await expect(await canvas.findByText(shown)).toBeInTheDocument();
}

/** An image file for an upload in a play function (the in-memory API reads no pixels). */
export const imageFile = (name: string) => new File(['story pixels'], name, { type: 'image/jpeg' });

export const ADMIN_DOCS =
  '`/admin` (variant `simple`: light, plain, its about tab empty) and `/admin-clean` (variant `clean`: dark, carded, ' +
  'with the about tab) are one screen with two looks; the admin forces its own palette whatever the visitor theme, ' +
  'so the toolbar theme does not change it. The API answers through MSW (`mocks/adminMocks.ts`, an in-memory store).';
