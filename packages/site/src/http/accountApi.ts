/**
 * The owner's account calls (`packages/api` routes/account.ts). Each answers a fresh token: every
 * token issued before, the one sent included, is refused from then on.
 */
import { freshTokenResponseSchema, type PasswordChangeRequest } from '@portfolio/contracts/account';
import { postJson } from './adminApi';

export async function changePassword(token: string, request: PasswordChangeRequest): Promise<string> {
  return (await postJson('/api/admin/password', token, request, freshTokenResponseSchema)).token;
}

export async function signOutEverywhere(token: string): Promise<string> {
  return (await postJson('/api/admin/sessions/revoke', token, {}, freshTokenResponseSchema)).token;
}
