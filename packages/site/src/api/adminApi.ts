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
import { type ProjectAdminRequest, projectAdminResponseSchema, projectsResponseSchema } from '@portfolio/contracts/projects';
import { RESUME_FIELD, uploadResponseSchema } from '@portfolio/contracts/upload';
import {
  type WritingAdminRequest,
  writingAdminResponseSchema,
  writingListResponseSchema,
} from '@portfolio/contracts/writing';
import type { ContractSchema } from '@portfolio/contracts/schema';
import type { z } from 'zod';
import { ApiError, responseErrorMessage, getJson } from './http';

async function send<S extends ContractSchema>(path: string, token: string, body: BodyInit, schema: S, json: boolean): Promise<z.output<S>> {
  const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${token}` };
  if (json) headers['Content-Type'] = 'application/json';
  const response = await fetch(path, { method: 'POST', headers, body });
  if (!response.ok) throw new ApiError(await responseErrorMessage(response), response.status);
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) throw new ApiError(`Unexpected answer from ${path}`, response.status);
  return parsed.data;
}

function postJson<S extends ContractSchema>(path: string, token: string, body: unknown, schema: S): Promise<z.output<S>> {
  return send(path, token, JSON.stringify(body), schema, true);
}

// Lists ----------------------------------------------------------------------------------------

export async function fetchAdminProjects() {
  return (await getJson('/api/projects?type=all&status=all', projectsResponseSchema, { noCache: true })).projects;
}

export async function fetchArtEntries() {
  return (await getJson('/api/art?kind=all', artItemsResponseSchema, { noCache: true })).items;
}

export async function fetchAdminPosts() {
  return (await getJson('/api/writing?limit=100', writingListResponseSchema)).items;
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
