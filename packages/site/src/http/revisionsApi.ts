/**
 * The owner's revision history and trash (`@portfolio/contracts/history` documents the calls), each
 * sent with `Authorization: Bearer <token>`. A refusal throws `ApiError` with the server's reason
 * and status, as the other admin calls do.
 */
import {
  type HistoryKind,
  historyListResponseSchema,
  historyRestoreResponseSchema,
  historyVersionTextResponseSchema,
  trashListResponseSchema,
  trashRestoreResponseSchema,
} from '@portfolio/contracts/history';
import type { ContractSchema } from '@portfolio/contracts/schema';
import type { z } from 'zod';
import { ApiError, responseErrorMessage } from './http';

async function ownerCall<S extends ContractSchema>(method: 'GET' | 'POST', path: string, token: string, schema: S, body?: unknown): Promise<z.output<S>> {
  const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${token}` };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(path, {
    method,
    headers,
    cache: 'no-store',
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new ApiError(await responseErrorMessage(response), response.status);
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) throw new ApiError(`Unexpected answer from ${path}`, response.status);
  return parsed.data;
}

const historyPath = (kind: HistoryKind, key: string) => `/api/admin/history/${kind}/${encodeURIComponent(key)}`;

/** An item's earlier versions, newest first. */
export async function fetchHistory(token: string, kind: HistoryKind, key: string) {
  return (await ownerCall('GET', historyPath(kind, key), token, historyListResponseSchema)).versions;
}

/** One kept version and the item as it is now, each written out as text (to be read and compared before a restore). */
export function fetchVersionText(token: string, kind: HistoryKind, key: string, revisionId: number) {
  return ownerCall('GET', `${historyPath(kind, key)}/${revisionId}`, token, historyVersionTextResponseSchema);
}

/** Makes a kept version current again; answers the server's message. */
export async function restoreVersion(token: string, kind: HistoryKind, key: string, revisionId: number): Promise<string> {
  return (await ownerCall('POST', `${historyPath(kind, key)}/restore`, token, historyRestoreResponseSchema, { revisionId })).message;
}

/** What is in the trash, newest delete first. */
export async function fetchTrash(token: string) {
  return (await ownerCall('GET', '/api/admin/trash', token, trashListResponseSchema)).items;
}

/** Deletes a trashed item for good, with its history (what frees the images only it shows). */
export async function deleteTrashItem(token: string, id: number): Promise<void> {
  const response = await fetch(`/api/admin/trash/${id}`, { method: 'DELETE', headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new ApiError(await responseErrorMessage(response), response.status);
}

/** Puts a trashed item back; the answer says under which key (a fresh one when its own was taken). */
export function restoreTrashItem(token: string, id: number) {
  return ownerCall('POST', `/api/admin/trash/${id}/restore`, token, trashRestoreResponseSchema);
}
