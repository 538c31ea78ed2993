import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from '../../../routing';
import { ADMIN_TOKEN_KEY } from '../../../auth/adminToken';
import { siteConfigStore } from '../../../config/siteConfigStore';
import { ADMIN_CONFIG, ADMIN_STORY_TOKEN, adminHandlers, resetAdminApi } from '../../../mocks/adminMocks';

/** A router around the screen (the Back link needs one). */
export const withRouter: Decorator = (Story) => (
  <MemoryRouter initialEntries={['/admin-clean']}>
    <Story />
  </MemoryRouter>
);

export const adminParameters = {
  layout: 'fullscreen',
  msw: { handlers: adminHandlers },
} as const;

/** The owner is logged in (a token is stored), and the in-memory API holds its fixtures. */
export function loggedIn() {
  resetAdminApi();
  siteConfigStore.replace(ADMIN_CONFIG);
  localStorage.setItem(ADMIN_TOKEN_KEY, ADMIN_STORY_TOKEN);
  return () => localStorage.removeItem(ADMIN_TOKEN_KEY);
}

/** No token: the login form. */
export function loggedOut() {
  resetAdminApi();
  localStorage.removeItem(ADMIN_TOKEN_KEY);
  return () => localStorage.removeItem(ADMIN_TOKEN_KEY);
}

export const ADMIN_DOCS =
  '`/admin` (variant `simple`: light, plain, its about tab empty) and `/admin-clean` (variant `clean`: dark, carded, ' +
  'with the about tab) are one screen with two looks; the admin forces its own palette whatever the visitor theme, ' +
  'so the toolbar theme does not change it. The API answers through MSW (`mocks/adminMocks.ts`, an in-memory store).';
