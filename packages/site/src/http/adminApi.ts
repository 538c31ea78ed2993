/**
 * The owner's calls: the admin lists, read fresh, and every write, each sent with
 * `Authorization: Bearer <token>`. A refusal throws `ApiError` with the server's message and status
 * (401 means the token expired or was revoked; the admin session handles that, see adminSession.ts).
 */
import {
  type ArtAdminRequest,
  artAdminResponseSchema,
  artCoverResponseSchema,
  type ArtKind,
  artItemsResponseSchema,
} from '@portfolio/contracts/art';
import { type SiteConfig, saveSiteConfigResponseSchema, siteConfigResponseSchema } from '@portfolio/contracts/config';
import {
  MEDIA_ALT_FIELD,
  MEDIA_FIELD,
  MEDIA_MAX_BYTES,
  type Media,
  type MediaListItem,
  mediaAcceptedText,
  mediaListResponseSchema,
  mediaResponseSchema,
} from '@portfolio/contracts/media';
import { type ProjectAdminRequest, projectAdminResponseSchema, projectsAdminResponseSchema } from '@portfolio/contracts/projects';
import { BACKUP_PATH, backupFileName } from '@portfolio/contracts/backup';
import { RESUME_FIELD, uploadResponseSchema } from '@portfolio/contracts/upload';
import {
  type WritingAdminRequest,
  writingAdminListResponseSchema,
  writingAdminPostSchema,
  writingAdminResponseSchema,
} from '@portfolio/contracts/writing';
import type { ContractSchema } from '@portfolio/contracts/schema';
import type { z } from 'zod';
import { ApiError, errorReason, responseErrorMessage, getJson } from './http';

const authorization = (token: string) => ({ Accept: 'application/json', Authorization: `Bearer ${token}` });

async function send<S extends ContractSchema>(path: string, token: string, body: BodyInit, schema: S, json: boolean): Promise<z.output<S>> {
  const headers: Record<string, string> = authorization(token);
  if (json) headers['Content-Type'] = 'application/json';
  const response = await fetch(path, { method: 'POST', headers, body });
  if (!response.ok) throw new ApiError(await responseErrorMessage(response), response.status);
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) throw new ApiError(`Unexpected answer from ${path}`, response.status);
  return parsed.data;
}

export function postJson<S extends ContractSchema>(path: string, token: string, body: unknown, schema: S): Promise<z.output<S>> {
  return send(path, token, JSON.stringify(body), schema, true);
}

// Lists ----------------------------------------------------------------------------------------

/** Every project, drafts too (each with `draft`): the list read with the owner's token, uncached. */
export async function fetchAdminProjects(token: string) {
  return (await getJson('/api/projects?type=all&status=all', projectsAdminResponseSchema, { token })).projects;
}

export async function fetchArtEntries() {
  return (await getJson('/api/art?kind=all', artItemsResponseSchema, { noCache: true })).items;
}

/** The newest 100 posts, drafts too (each with `draft`), read with the owner's token, uncached. */
export async function fetchAdminPosts(token: string) {
  return (await getJson('/api/writing?limit=100', writingAdminListResponseSchema, { token })).items;
}

/** One post, a draft too (with `draft`), read with the owner's token, uncached; a 404 when there is none. */
export function fetchAdminPost(token: string, slug: string) {
  return getJson(`/api/writing/${encodeURIComponent(slug)}`, writingAdminPostSchema, { token });
}

/** The config exactly as stored (empty values stay empty: the admin edits them, not the defaults). */
export function fetchStoredConfig() {
  return getJson('/api/config', siteConfigResponseSchema, { noCache: true });
}

// Writes ---------------------------------------------------------------------------------------

export function postProjectAction(token: string, request: ProjectAdminRequest) {
  return postJson('/api/admin/projects', token, request, projectAdminResponseSchema);
}

export function postArtAction(token: string, request: ArtAdminRequest) {
  return postJson('/api/admin/art', token, request, artAdminResponseSchema);
}

/** Sets a category's cover, or clears it with `null`. */
export function postArtCover(token: string, category: ArtKind, currentCover: string | null) {
  return postJson('/api/art', token, { category, currentCover }, artCoverResponseSchema);
}

export function postWritingAction(token: string, request: WritingAdminRequest) {
  return postJson('/api/admin/writing', token, request, writingAdminResponseSchema);
}

export async function saveSiteConfig(token: string, config: SiteConfig): Promise<SiteConfig> {
  return (await postJson('/api/admin/config', token, config, saveSiteConfigResponseSchema)).config;
}

/** Multipart upload in field `file`; answers where the PDF is served (also the config's resume link). */
export async function uploadResume(token: string, file: File): Promise<string> {
  const form = new FormData();
  form.append(RESUME_FIELD, file);
  return (await send('/api/upload-resume', token, form, uploadResponseSchema, false)).url;
}

// Media ----------------------------------------------------------------------------------------

const MEDIA_PATH = '/api/admin/media';

/**
 * What a refused upload says when the answer carries no reason of its own (a proxy's bare 413, an
 * HTML error page); the API's `{ error }` text always wins.
 */
export const MEDIA_REFUSALS: Readonly<Record<number, string>> = {
  413: `File too large (at most ${MEDIA_MAX_BYTES / (1024 * 1024)} MB)`,
  415: `Only ${mediaAcceptedText()} images are accepted`,
  422: 'The image could not be read',
};

/** How far an upload has gone, 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/**
 * Uploads one image (multipart, fields `file` and `alt`) and answers the stored image. Sent with
 * XMLHttpRequest, the one browser API that reports upload progress (`onProgress`, 0 to 1). A refusal
 * throws `ApiError` with the server's reason (else `MEDIA_REFUSALS`' text for its status), as the
 * other admin calls do; a lost connection throws an `Error`, an abort through `signal` an `AbortError`.
 */
export function uploadMedia(file: File, alt: string, token: string, onProgress?: UploadProgress, signal?: AbortSignal): Promise<Media> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const request = new XMLHttpRequest();
    const finish = () => signal?.removeEventListener('abort', cancel);
    const fail = (error: unknown) => {
      finish();
      reject(error);
    };
    // Settles at once: the request's own abort event may never come (one already answered, a stub).
    function cancel() {
      request.abort();
      fail(new DOMException('Upload cancelled', 'AbortError'));
    }
    request.open('POST', MEDIA_PATH);
    for (const [name, value] of Object.entries(authorization(token))) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    });
    request.addEventListener('load', () => {
      const answer = {
        status: request.status,
        statusText: request.statusText,
        contentType: request.getResponseHeader('Content-Type'),
        text: request.responseText,
      };
      if (answer.status < 200 || answer.status > 299) {
        fail(new ApiError(errorReason(answer, MEDIA_REFUSALS[answer.status]), answer.status));
        return;
      }
      let body: unknown = null;
      try {
        body = JSON.parse(answer.text);
      } catch {
        // Checked below.
      }
      const parsed = mediaResponseSchema.safeParse(body);
      if (!parsed.success) {
        fail(new ApiError(`Unexpected answer from ${MEDIA_PATH}`, answer.status));
        return;
      }
      finish();
      resolve(parsed.data.media);
    });
    request.addEventListener('error', () => fail(new Error('Network error')));
    request.addEventListener('abort', () => fail(new DOMException('Upload cancelled', 'AbortError')));
    signal?.addEventListener('abort', cancel, { once: true });
    const form = new FormData();
    form.append(MEDIA_FIELD, file);
    if (alt.trim() !== '') form.append(MEDIA_ALT_FIELD, alt.trim());
    request.send(form);
  });
}

/** Every uploaded image, newest first, each saying whether something still shows it. */
export async function listMedia(token: string): Promise<MediaListItem[]> {
  const response = await fetch(MEDIA_PATH, { headers: authorization(token), cache: 'no-store' });
  if (!response.ok) throw new ApiError(await responseErrorMessage(response), response.status);
  const parsed = mediaListResponseSchema.safeParse(await response.json());
  if (!parsed.success) throw new ApiError(`Unexpected answer from ${MEDIA_PATH}`, response.status);
  return parsed.data.media;
}

/** Deletes an image and every file of it; refused with 409 (and the server's reason) while something shows it. */
export async function deleteMedia(token: string, id: string): Promise<void> {
  const response = await fetch(`${MEDIA_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE', headers: authorization(token) });
  if (!response.ok) throw new ApiError(await responseErrorMessage(response), response.status);
}

// Backup ---------------------------------------------------------------------------------------

/** A downloaded backup: the archive's bytes and the name the server gave it. */
export interface BackupDownload {
  readonly blob: Blob;
  readonly fileName: string;
}

/** The file name of a `Content-Disposition: attachment; filename="…"`, if it gives a plain one. */
function attachmentName(disposition: string | null): string | undefined {
  const name = /filename="([^"/\\]+)"/.exec(disposition ?? '')?.[1];
  return name && !name.startsWith('.') ? name : undefined;
}

/**
 * The whole site as one archive (`GET /api/admin/backup`, with the token), read to the end before
 * it is handed over, so a download cut short is a failure here and never a file.
 */
export async function downloadBackup(token: string): Promise<BackupDownload> {
  const response = await fetch(BACKUP_PATH, { headers: { Authorization: `Bearer ${token}` }, cache: 'no-store' });
  if (!response.ok) throw new ApiError(await responseErrorMessage(response), response.status);
  const blob = await response.blob();
  return { blob, fileName: attachmentName(response.headers.get('Content-Disposition')) ?? backupFileName(new Date()) };
}
