import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ADMIN_STORY_PASSWORD } from '../../mocks/adminMocks';
import { AdminRoute } from './AdminRoute';
import { ADMIN_DOCS, type AdminStory, adminStoryMeta, expectEnabledOnceTyped, loggedIn, refusedAt } from './adminStory';

export default {
  title: 'Screens/Admin/Login',
  component: AdminRoute,
  ...adminStoryMeta(`The login gate. ${ADMIN_DOCS}`),
} satisfies Meta<typeof AdminRoute>;

/** Simple admin: Login stays disabled while the password is empty; a refusal says "Login failed". */
export const Simple: AdminStory = {
  args: { variant: 'simple' },
  play: async ({ canvas }) => {
    const login = canvas.getByRole('button', { name: 'Login' });
    await expectEnabledOnceTyped(login, canvas.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(login);
    await expect(await canvas.findByText('Login failed')).toBeInTheDocument();
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

/** Clean admin: logging in shows the five tabs; Logout clears token and password. */
export const Clean: AdminStory = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Password'), ADMIN_STORY_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    const tabs = await canvas.findAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['uploads', 'art', 'writing', 'projects', 'about']);
    await expect(localStorage.getItem('adminToken')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(localStorage.getItem('adminToken')).toBeNull();
    await expect(canvas.getByLabelText('Password')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeDisabled();
  },
};

/** A 401 (expired token) returns to the login form with the session message; the draft survives a new login. */
export const SessionEnded: AdminStory = {
  args: { initialTab: 'projects' },
  beforeEach: loggedIn,
  parameters: refusedAt('/api/admin/projects', 401),
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(/^Title/), 'Unsaved draft');
    await userEvent.type(canvas.getByLabelText(/^Description/), 'Typed before the token expired');
    await userEvent.type(canvas.getByLabelText(/^Date/), '2026-03-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Project' }));
    await expect(await canvas.findByText('Session expired. Please log in again.')).toBeInTheDocument();
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(localStorage.getItem('adminToken')).toBeNull();
    await userEvent.type(canvas.getByLabelText('Password'), ADMIN_STORY_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(canvas.getByLabelText(/^Title/)).toHaveValue('Unsaved draft'));
    await expect(canvas.getByLabelText(/^Description/)).toHaveValue('Typed before the token expired');
  },
};
