/**
 * The owner opening a draft's page as visitors will see it once published. A draft is a
 * 404 to visitors; with the owner's token in this browser (`auth/adminToken.ts`, saved by the
 * admin's login) the page asks again with it. Only a draft comes back this way: no token, a refused
 * one, a failure or a published item all answer null, and the page stays what visitors get.
 */
import type { ProjectAdmin } from '@portfolio/contracts/projects';
import type { WritingAdminPost } from '@portfolio/contracts/writing';
import { readAdminToken } from '../auth/adminToken';
import { getJson } from './http';
import { visitorSchema } from './schemaLoader';

async function asOwner<T>(read: (token: string) => Promise<T | undefined>): Promise<T | null> {
  const token = readAdminToken();
  if (token === null) return null;
  try {
    return (await read(token)) ?? null;
  } catch {
    return null;
  }
}

/** The draft post `slug`, read with the owner's token; null otherwise. */
export function fetchDraftPost(slug: string, signal?: AbortSignal): Promise<WritingAdminPost | null> {
  return asOwner(async (token) => {
    const post = await getJson(`/api/writing/${encodeURIComponent(slug)}`, visitorSchema('writingAdminPostSchema'), { token, signal });
    return post.draft ? post : undefined;
  });
}

/** The draft project `id`, read with the owner's token; null otherwise. */
export function fetchDraftProject(id: string, signal?: AbortSignal): Promise<ProjectAdmin | null> {
  return asOwner(async (token) => {
    const { projects } = await getJson('/api/projects', visitorSchema('projectsAdminResponseSchema'), { token, signal });
    return projects.find((project) => project.id === id && project.draft);
  });
}
