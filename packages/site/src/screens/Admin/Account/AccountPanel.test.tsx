import '@testing-library/jest-dom/vitest';
import { NEW_PASSWORD_TOO_LONG_MESSAGE, NEW_PASSWORD_TOO_SHORT_MESSAGE, WRONG_CURRENT_PASSWORD_MESSAGE } from '@portfolio/contracts/account';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_FRESH_TOKEN, accountHandlers } from '../../../mocks/accountMocks';
import { ADMIN_STORY_PASSWORD, ADMIN_STORY_TOKEN } from '../../../mocks/adminMocks';
import { refusing } from '../../../mocks/failures';
import { renderAdminPage, serveAdminApi } from '../../../testing/admin';
import { recordPosts, server } from '../../../testing/mswServer';
import { createAdminSession } from '../logic/adminSession';
import { ACCOUNT_MESSAGES, SESSION_ENDED } from '../logic/messages';
import type { AdminVariant } from '../variants';

const NEW_PASSWORD = 'a new passphrase';

/** A session whose stored token the test can read. */
function trackedSession() {
  const stored = { token: ADMIN_STORY_TOKEN as string | null };
  const session = createAdminSession({
    readToken: () => stored.token,
    saveToken: (token) => {
      stored.token = token;
    },
    clearToken: () => {
      stored.token = null;
    },
    login: () => Promise.resolve({ kind: 'granted', token: ADMIN_STORY_TOKEN }),
  });
  return { session, stored };
}

async function openAccount(variant: AdminVariant) {
  const tracked = trackedSession();
  renderAdminPage(tracked.session, variant, 'uploads');
  const toggle = screen.getByRole('button', { name: 'Account' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return { ...tracked, form: within(screen.getByRole('form', { name: 'Change password' })) };
}

type Form = Awaited<ReturnType<typeof openAccount>>['form'];

async function fill(form: Form, current: string, next: string, repeat = next) {
  for (const [label, value] of [
    ['Current password', current],
    ['New password', next],
    ['New password again', repeat],
  ] as const) {
    const input = form.getByLabelText(label);
    await userEvent.clear(input);
    if (value !== '') await userEvent.type(input, value);
  }
}

const errorOf = (form: Form, label: string) => {
  const input = form.getByLabelText(label);
  const id = input.getAttribute('aria-describedby');
  return id === null ? null : document.getElementById(id)?.textContent;
};

describe.each(['simple', 'clean'] as const)('the account part of the %s admin', (variant) => {
  beforeEach(() => {
    serveAdminApi();
    server.use(...accountHandlers);
  });

  it('is closed until the Account button opens it, over the five tabs', async () => {
    renderAdminPage(trackedSession().session, variant, 'uploads');
    expect(screen.queryByRole('form', { name: 'Change password' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.getByRole('form', { name: 'Change password' })).toBeVisible();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['uploads', 'art', 'writing', 'projects', 'about']);
  });

  it('changes the password and keeps the fresh token in place of the old one', async () => {
    const sent = recordPosts('/api/admin/password');
    const { form, stored } = await openAccount(variant);
    await fill(form, ADMIN_STORY_PASSWORD, NEW_PASSWORD);
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText(ACCOUNT_MESSAGES.changed)).toBeInTheDocument();
    expect(sent).toEqual([{ current: ADMIN_STORY_PASSWORD, next: NEW_PASSWORD }]);
    expect(stored.token).toBe(ACCOUNT_FRESH_TOKEN);
    expect(form.getByLabelText('Current password')).toHaveValue('');
    expect(form.getByLabelText('New password')).toHaveValue('');
  });

  it('shows every problem next to its field at once and sends nothing', async () => {
    const post = vi.fn();
    server.use(http.post('/api/admin/password', post));
    const { form } = await openAccount(variant);
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    expect(errorOf(form, 'Current password')).toBe(ACCOUNT_MESSAGES.currentRequired);
    expect(errorOf(form, 'New password')).toBe(ACCOUNT_MESSAGES.nextRequired);
    expect(errorOf(form, 'New password again')).toBe(ACCOUNT_MESSAGES.repeatRequired);
    expect(form.getByLabelText('Current password')).toHaveFocus();
    expect(form.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');

    await fill(form, 'x', '1234567', '7654321');
    expect(errorOf(form, 'Current password')).toBeNull();
    expect(errorOf(form, 'New password')).toBe(`New password ${NEW_PASSWORD_TOO_SHORT_MESSAGE}`);
    expect(errorOf(form, 'New password again')).toBe(ACCOUNT_MESSAGES.repeatDiffers);
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    expect(post).not.toHaveBeenCalled();
  });

  it('measures the new password in UTF-8 bytes, as the server does', async () => {
    const { form } = await openAccount(variant);
    // 4 characters, 8 bytes: long enough; 25 characters, 75 bytes: too long.
    await fill(form, 'x', 'éééé');
    expect(errorOf(form, 'New password')).toBeNull();
    await fill(form, 'x', '€'.repeat(25));
    expect(errorOf(form, 'New password')).toBe(`New password ${NEW_PASSWORD_TOO_LONG_MESSAGE}`);
    expect(errorOf(form, 'New password again')).toBeNull();
  });

  it("shows the server's 403 next to the current password, and keeps the token", async () => {
    const { form, stored } = await openAccount(variant);
    await fill(form, 'not the password', NEW_PASSWORD);
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText(WRONG_CURRENT_PASSWORD_MESSAGE)).toBeInTheDocument();
    expect(errorOf(form, 'Current password')).toBe(WRONG_CURRENT_PASSWORD_MESSAGE);
    expect(form.getByRole('status')).toHaveTextContent(ACCOUNT_MESSAGES.changeFailed);
    expect(form.getByLabelText('Current password')).toHaveFocus();
    expect(stored.token).toBe(ADMIN_STORY_TOKEN);
    // Typing again clears the server's word on that field.
    await userEvent.type(form.getByLabelText('Current password'), '!');
    expect(errorOf(form, 'Current password')).toBeNull();
  });

  it("shows the server's 400 next to the field it names, and any other refusal on the status line", async () => {
    server.use(refusing('/api/admin/password', 400, `next: ${NEW_PASSWORD_TOO_SHORT_MESSAGE}`));
    const { form } = await openAccount(variant);
    await fill(form, ADMIN_STORY_PASSWORD, NEW_PASSWORD);
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText(`New password ${NEW_PASSWORD_TOO_SHORT_MESSAGE}`)).toBeInTheDocument();

    server.use(http.post('/api/admin/password', () => HttpResponse.json({ error: 'Too many wrong current passwords. Try again later.' }, { status: 429 })));
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText(`${ACCOUNT_MESSAGES.changeFailed}: Too many wrong current passwords. Try again later.`)).toBeInTheDocument();
  });

  it('sends the owner back to the login form when the token was refused (401)', async () => {
    server.use(refusing('/api/admin/password', 401));
    const { form, stored } = await openAccount(variant);
    await fill(form, ADMIN_STORY_PASSWORD, NEW_PASSWORD);
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(SESSION_ENDED)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Change password' })).not.toBeInTheDocument();
    expect(stored.token).toBeNull();
  });

  it('signs out everywhere, keeping this tab signed in with the fresh token', async () => {
    const { stored } = await openAccount(variant);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.revoked)).toBeInTheDocument();
    expect(stored.token).toBe(ACCOUNT_FRESH_TOKEN);
    expect(screen.getByRole('tablist', { name: 'Admin sections' })).toBeVisible();
  });

  it('says when signing out everywhere failed, with the reason', async () => {
    server.use(refusing('/api/admin/sessions/revoke', 500));
    const { stored } = await openAccount(variant);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText(`${ACCOUNT_MESSAGES.revokeFailed}: Internal server error`)).toBeInTheDocument();
    expect(stored.token).toBe(ADMIN_STORY_TOKEN);
  });
});
