import { sleep } from '../../bench/lib/http.ts';
import { gradientPng } from './png.ts';

// A free port on loopback (for a published container port) and a pause: the bench's own.
export { freePort, sleep } from '../../bench/lib/http.ts';

/** The status of GET url, or 'error' when nothing answered within 3 s. */
export async function statusOf(url: string): Promise<number | 'error'> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 'error';
  }
}

/** Polls GET url until it answers 200; the ms it took, or undefined past `limitMs`. */
export async function waitFor200(url: string, limitMs: number): Promise<number | undefined> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if ((await statusOf(url)) === 200) return Date.now() - started;
    await sleep(250);
  }
  return undefined;
}

async function json<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** The site's API at `origin`, as the owner's admin uses it. */
export function siteClient(origin: string) {
  let token = '';
  const auth = () => ({ authorization: `Bearer ${token}` });
  return {
    async login(password: string): Promise<void> {
      const response = await fetch(`${origin}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password }) });
      token = (await json<{ token: string }>(response, 'POST /api/login')).token;
    },
    async addProject(title: string): Promise<string> {
      const body = { action: 'add', title, description: 'Added by the image test.', date: '2026-01-01' };
      const response = await fetch(`${origin}/api/admin/projects`, { method: 'POST', headers: { ...auth(), 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return (await json<{ project: { id: string } }>(response, 'POST /api/admin/projects')).project.id;
    },
    async projectTitles(): Promise<string[]> {
      const response = await fetch(`${origin}/api/projects`);
      return (await json<{ projects: { title: string }[] }>(response, 'GET /api/projects')).projects.map((project) => project.title);
    },
    /** Uploads a PNG; the variants the server made of it. */
    async uploadImage(): Promise<{ url: string; type: string; width: number }[]> {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(gradientPng(640, 400))], { type: 'image/png' }), 'image-test.png');
      form.append('alt', 'image test');
      const response = await fetch(`${origin}/api/admin/media`, { method: 'POST', headers: auth(), body: form });
      return (await json<{ media: { variants: { url: string; type: string; width: number }[] } }>(response, 'POST /api/admin/media')).media.variants;
    },
  };
}
