import { gunzipSync } from 'node:zlib';

/** One answer as a visitor gets it: status, type and the body's bytes (base64, so equal answers compare equal). */
export interface PublicAnswer {
  readonly status: number;
  readonly type: string | null;
  readonly body: string;
}

const FILE_URL = /\/(?:media|uploads)\/[A-Za-z0-9_.-]+/g;

async function fetchAnswer(baseUrl: string, path: string): Promise<{ answer: PublicAnswer; text: string }> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { 'Accept-Encoding': 'identity' } });
  const bytes = Buffer.from(await response.arrayBuffer());
  const plain = response.headers.get('content-encoding') === 'gzip' ? gunzipSync(bytes) : bytes;
  return { answer: { status: response.status, type: response.headers.get('content-type'), body: plain.toString('base64') }, text: plain.toString('utf8') };
}

/**
 * Every public API answer of a site, keyed by path: the config, the project and art lists, the
 * writing list and every post in it (art reviews included), then every `/media/` and `/uploads/`
 * file any of those answers names (the resume, each image's every size and format).
 */
export async function publicAnswers(baseUrl: string): Promise<Record<string, PublicAnswer>> {
  const answers: Record<string, PublicAnswer> = {};
  const texts: string[] = [];
  const take = async (path: string) => {
    const { answer, text } = await fetchAnswer(baseUrl, path);
    answers[path] = answer;
    texts.push(text);
    return text;
  };
  for (const path of ['/api/config', '/api/projects', '/api/projects?type=all&status=all', '/api/art', '/api/art?kind=all']) await take(path);
  const writing = JSON.parse(await take('/api/writing?limit=100')) as { items: { slug: string }[] };
  const art = JSON.parse(answers['/api/art?kind=all'] ? Buffer.from(answers['/api/art?kind=all'].body, 'base64').toString('utf8') : '{"items":[]}') as { items: { slug: string }[] };
  const slugs = new Set([...writing.items.map((item) => item.slug), ...art.items.map((item) => item.slug)]);
  for (const slug of [...slugs].sort()) await take(`/api/writing/${encodeURIComponent(slug)}`);
  const files = new Set(texts.flatMap((text) => text.match(FILE_URL) ?? []));
  for (const path of [...files].sort()) await take(path);
  return answers;
}
