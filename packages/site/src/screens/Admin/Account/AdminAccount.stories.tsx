import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ACCOUNT_FRESH_TOKEN, accountHandlers } from '../../../mocks/accountMocks';
import { ADMIN_STORY_PASSWORD } from '../../../mocks/adminMocks';
import type { StoryCanvas } from '../../shared/screenStory';
import { AdminRoute } from '../AdminRoute';
import { ADMIN_DOCS, type AdminStory, adminStoryMeta, answeredBy } from '../adminStory';

const base = adminStoryMeta(
  `The account part, opened from the header's Account button in both admins: changing the password (current, new, new again; ` +
    `8–72 bytes of UTF-8) and "Sign out everywhere". Each answers a fresh token, which replaces the stored one. ${ADMIN_DOCS}`,
  'uploads',
);

export default {
  title: 'Screens/Admin/Account',
  component: AdminRoute,
  ...base,
  // The account calls answered first, the admin's in-memory API behind them.
  parameters: { ...base.parameters, ...answeredBy(...accountHandlers) },
} satisfies Meta<typeof AdminRoute>;

async function openForm(canvas: StoryCanvas) {
  await userEvent.click(canvas.getByRole('button', { name: 'Account' }));
  return within(canvas.getByRole('form', { name: 'Change password' }));
}

/** Simple admin, the account open. */
export const Simple: AdminStory = {
  args: { variant: 'simple' },
  play: async ({ canvas }) => {
    await openForm(canvas);
  },
};

/** The new password changed: the fresh token is stored, the fields emptied. */
export const Changed: AdminStory = {
  play: async ({ canvas }) => {
    const form = await openForm(canvas);
    await userEvent.type(form.getByLabelText('Current password'), ADMIN_STORY_PASSWORD);
    await userEvent.type(form.getByLabelText('New password'), 'a new passphrase');
    await userEvent.type(form.getByLabelText('New password again'), 'a new passphrase');
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    await expect(await form.findByText(/^Password changed/)).toBeInTheDocument();
    await expect(localStorage.getItem('adminToken')).toBe(ACCOUNT_FRESH_TOKEN);
  },
};

/** Found before sending: every field's problem under it (too short in bytes, the two differ). */
export const FieldErrors: AdminStory = {
  play: async ({ canvas }) => {
    const form = await openForm(canvas);
    await userEvent.type(form.getByLabelText('New password'), '€€');
    await userEvent.type(form.getByLabelText('New password again'), '€');
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    await expect(form.getByText('Enter the current password')).toBeInTheDocument();
    await expect(form.getByText(/^New password must be at least 8 bytes/)).toBeInTheDocument();
    await expect(form.getByText('The two new passwords differ')).toBeInTheDocument();
  },
};

/** The server's 403: the current password is wrong, said next to it. */
export const WrongCurrentPassword: AdminStory = {
  play: async ({ canvas }) => {
    const form = await openForm(canvas);
    await userEvent.type(form.getByLabelText('Current password'), 'not the password');
    await userEvent.type(form.getByLabelText('New password'), 'a new passphrase');
    await userEvent.type(form.getByLabelText('New password again'), 'a new passphrase');
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    await expect(await form.findByText('The current password is wrong')).toBeInTheDocument();
  },
};

/** Sign out everywhere: the other sessions end, this tab carries on with the fresh token. */
export const SignedOutEverywhere: AdminStory = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out everywhere' }));
    await expect(await canvas.findByText(/^Every other browser and device is signed out/)).toBeInTheDocument();
    await expect(localStorage.getItem('adminToken')).toBe(ACCOUNT_FRESH_TOKEN);
  },
};
