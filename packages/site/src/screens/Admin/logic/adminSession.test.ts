import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../http/http';
import type { LoginOutcome } from '../../../http/loginApi';
import { createAdminSession } from './adminSession';

function setup(initialToken: string | null, outcome: LoginOutcome = { kind: 'granted', token: 'fresh' }) {
  let token = initialToken;
  const login = vi.fn(async () => outcome);
  const session = createAdminSession({
    readToken: () => token,
    saveToken: (next) => {
      token = next;
    },
    clearToken: () => {
      token = null;
    },
    login,
  });
  return { session, login, token: () => token };
}

describe('createAdminSession', () => {
  it('starts logged in when a token is stored, else at the login form', () => {
    expect(setup('stored').session.getSnapshot()).toMatchObject({ phase: 'loggedIn', workspace: true });
    expect(setup(null).session.getSnapshot()).toMatchObject({ phase: 'loggedOut', workspace: false, notice: null });
  });

  it('does not log in with an empty password', async () => {
    const { session, login } = setup(null);
    await session.submit();
    expect(login).not.toHaveBeenCalled();
  });

  it('logs in, keeps the token and forgets the password', async () => {
    const { session, login, token } = setup(null);
    session.setPassword('secret');
    await session.submit();
    expect(login).toHaveBeenCalledWith('secret');
    expect(token()).toBe('fresh');
    expect(session.getSnapshot()).toEqual({ phase: 'loggedIn', password: '', notice: null, workspace: true });
  });

  it('shows "Login failed" on a refusal or a network failure', async () => {
    const denied = setup(null, { kind: 'denied', error: 'Invalid password' }).session;
    denied.setPassword('wrong');
    await denied.submit();
    expect(denied.getSnapshot()).toMatchObject({ phase: 'loggedOut', notice: { text: 'Login failed', detail: 'Invalid password' } });

    const offline = setup(null, { kind: 'failed', message: 'Failed to fetch' }).session;
    offline.setPassword('pw');
    await offline.submit();
    expect(offline.getSnapshot().notice).toEqual({ text: 'Login failed', detail: 'Failed to fetch' });
  });

  it('logout clears the token, the password and the workspace', () => {
    const { session, token } = setup('stored');
    session.setPassword('typed');
    session.logout();
    expect(token()).toBeNull();
    expect(session.getSnapshot()).toEqual({ phase: 'loggedOut', password: '', notice: null, workspace: false });
  });

  it('sends writes with the current token', async () => {
    const { session } = setup('stored');
    await expect(session.authorized(async (token) => `used ${token}`)).resolves.toBe('used stored');
  });

  it('a 401 ends the session but keeps the workspace and its drafts', async () => {
    const { session, token } = setup('stored');
    await expect(
      session.authorized(async () => {
        throw new ApiError('Invalid or expired token', 401);
      }),
    ).rejects.toThrow('Invalid or expired token');
    expect(token()).toBeNull();
    expect(session.getSnapshot()).toMatchObject({
      phase: 'loggedOut',
      workspace: true,
      notice: { text: 'Session expired. Please log in again.' },
    });
  });

  it('other failures leave the session alone', async () => {
    const { session } = setup('stored');
    await expect(
      session.authorized(async () => {
        throw new ApiError('Internal server error', 500);
      }),
    ).rejects.toThrow();
    expect(session.getSnapshot().phase).toBe('loggedIn');
  });

  it('renew keeps a fresh token in place of the revoked one, and a late 401 to the old one is ignored', async () => {
    const { session, token } = setup('old');
    const late = session.authorized(() => Promise.reject(new ApiError('Token revoked', 401)));
    session.renew('renewed');
    await expect(late).rejects.toThrow('Token revoked');
    expect(token()).toBe('renewed');
    expect(session.getSnapshot().phase).toBe('loggedIn');
  });

  it('a write without a token ends the session at once', async () => {
    const { session } = setup('stored');
    session.logout();
    const write = vi.fn(async () => 'sent');
    await expect(session.authorized(write)).rejects.toMatchObject({ status: 401 });
    expect(write).not.toHaveBeenCalled();
    expect(session.getSnapshot().notice?.text).toBe('Session expired. Please log in again.');
  });

  it('a late 401 to a replaced token does not end the new session', async () => {
    const { session } = setup('old');
    let release: () => void = () => undefined;
    const pending = session.authorized(
      () =>
        new Promise((_, reject) => {
          release = () => reject(new ApiError('Invalid or expired token', 401));
        }),
    );
    session.logout();
    session.setPassword('pw');
    await session.submit();
    release();
    await expect(pending).rejects.toThrow();
    expect(session.getSnapshot().phase).toBe('loggedIn');
  });
});
