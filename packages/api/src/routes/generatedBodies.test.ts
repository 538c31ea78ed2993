import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { storedContent } from '../testing/storedContent';
import { testDatabaseKinds } from '../testing/testDatabases';
import { useTestServer } from '../testing/useTestServer';

const RUNS = 100;

type Body = Record<string, unknown>;

interface Route {
  readonly path: string;
  readonly admin: boolean;
  /** Valid bodies, each of which the generators break in one place. */
  readonly templates: readonly Body[];
}

/** The existing items the edit and remove templates name, so a body that slipped through would hit one. */
interface Existing {
  readonly project: string;
  readonly art: string;
  readonly post: string;
  readonly config: Body;
}

function routes({ project, art, post, config }: Existing): Route[] {
  return [
    {
      path: '/api/admin/projects',
      admin: true,
      templates: [
        { action: 'add', title: 'T', description: 'D', date: '2026-01-01', tech: ['TS'], type: 'software', status: 'planned', github: null, demo: 'https://x.dev', images: ['/a.png'], imageAlts: ['A'] },
        { action: 'edit', id: project, update: { title: 'New' } },
        { action: 'remove', id: project },
      ],
    },
    {
      path: '/api/admin/art',
      admin: true,
      templates: [
        { action: 'add', kind: 'books', title: 'T', creator: 'C', date: '2026-01-01', content: 'Review' },
        { action: 'edit', id: art, update: { title: 'New' }, content: 'Review' },
        { action: 'remove', id: art },
      ],
    },
    { path: '/api/art', admin: true, templates: [{ category: 'music', currentCover: 'https://example.com/c.jpg' }] },
    {
      path: '/api/admin/writing',
      admin: true,
      templates: [
        { action: 'add', title: 'T', date: '2026-01-01', kind: 'note', content: '# Hi' },
        { action: 'edit', slug: post, update: { content: 'New' } },
        { action: 'remove', slug: post },
      ],
    },
    { path: '/api/admin/config', admin: true, templates: [config] },
    { path: '/api/login', admin: false, templates: [{ password: 'not the password' }] },
  ];
}

const objectText = (entries: readonly (readonly [string, string])[]) => `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`;
const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

/** C0 (but tab, line feed, carriage return), DEL and C1 controls: refused in every text field. */
const controlCharacter = fc.oneof(fc.integer({ min: 0, max: 8 }), fc.constantFrom(0x0b, 0x0c), fc.integer({ min: 0x0e, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f })).map((code) => String.fromCharCode(code));

/** JSON text no field of any body accepts: wrong types, control characters, nesting too deep, text too long. */
const brokenValue = fc.oneof(
  fc.integer().map(String),
  fc.boolean().map(String),
  // Inside the text: text fields are trimmed before they are checked, and trimming takes a vertical
  // tab or form feed at either end away with the other whitespace (a title "!\u000b" is "!").
  fc.tuple(fc.string({ maxLength: 20 }), controlCharacter, fc.string({ maxLength: 20 })).map(([before, control, after]) => JSON.stringify(`.${before}${control}.${after}`)),
  fc.integer({ min: 33, max: 3000 }).map(nested),
  fc.integer({ min: 200_001, max: 250_000 }).map((length) => JSON.stringify('x'.repeat(length))),
);

const keyNames = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'action', 'password', 'id', 'update', 'toString'), fc.string({ maxLength: 12 }));

function bodies(route: Route): fc.Arbitrary<string> {
  const template = fc.constantFrom(...route.templates);
  const oneFieldBroken = template.chain((body) =>
    fc.tuple(fc.constantFrom(...Object.keys(body)), brokenValue).map(([field, broken]) =>
      objectText(Object.entries(body).map(([key, value]) => [key, key === field ? broken : JSON.stringify(value)])),
    ),
  );
  const extraKey = template.chain((body) =>
    fc
      .tuple(keyNames.filter((key) => !(key in body)), fc.jsonValue({ maxDepth: 2 }))
      .map(([key, value]) => objectText([...Object.entries(body).map(([k, v]) => [k, JSON.stringify(v)] as const), [key, JSON.stringify(value) ?? 'null']])),
  );
  const prototypeKeys = fc.constantFrom('{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"isAdmin":true}}}', '[{"a":{"__proto__":[]}}]');
  return fc.oneof(
    oneFieldBroken,
    extraKey,
    fc.jsonValue().map((value) => JSON.stringify(value) ?? 'null'),
    fc.array(fc.tuple(keyNames, fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? 'null')), { maxLength: 6 }).map(objectText),
    prototypeKeys,
    fc.integer({ min: 33, max: 100_000 }).map(nested),
    fc.string({ maxLength: 200 }),
    fc.tuple(fc.string({ maxLength: 10 }), controlCharacter).map(([text, control]) => `{"password":"${text}${control}"}`),
  );
}

const contentTypes = fc.constantFrom('application/json', 'application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded');

describe.each(testDatabaseKinds())('generated bodies on $name', (kind) => {
  const { server, api, token } = useTestServer(kind, { seedDemo: true });

  const existing = async (): Promise<Existing> => {
    const first = async (path: string, list: string, key: string) => {
      const items = ((await api.get(path)).body as Record<string, Body[]>)[list] ?? [];
      return String(items[0]?.[key]);
    };
    return {
      project: await first('/api/projects', 'projects', 'id'),
      art: await first('/api/art?kind=all', 'items', 'id'),
      post: await first('/api/writing', 'items', 'slug'),
      config: (await api.get('/api/config')).body as Body,
    };
  };

  it.each([
    ['with the owner token', true],
    ['without a valid token', false],
  ])('every admin call and the login answer a 4xx %s, with { error } and nothing written', async (_name, withToken) => {
    const before = await storedContent(server().db.knex);
    const authorization = withToken ? fc.constant(`Bearer ${token()}`) : fc.constantFrom(undefined, 'Bearer not.a.token', 'Basic b3duZXI6eA==');

    for (const route of routes(await existing())) {
      await fc.assert(
        fc.asyncProperty(bodies(route), contentTypes, authorization, async (body, contentType, auth) => {
          const headers: Record<string, string> = { 'Content-Type': contentType };
          if (auth) headers.Authorization = auth;
          const response = await fetch(`${server().baseUrl}${route.path}`, { method: 'POST', headers, body });
          const answer = (await response.json()) as unknown;

          expect(response.status).toBeGreaterThanOrEqual(400);
          expect(response.status).toBeLessThan(500);
          expect(response.headers.get('content-type')).toMatch(/^application\/json/);
          expect(answer).toEqual({ error: expect.stringMatching(/./) });
          if (route.admin && !withToken && contentType.startsWith('application/json')) expect(response.status).toBe(401);
        }),
        { numRuns: RUNS },
      );
    }

    expect(await storedContent(server().db.knex)).toEqual(before);
  }, 120_000);
});
