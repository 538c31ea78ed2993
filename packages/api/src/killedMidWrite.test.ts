import { HISTORY_MAX_VERSIONS } from '@portfolio/contracts/history';
import knex, { type Knex } from 'knex';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseSettings } from './config';
import { ownerLogin, ownerPost, postSlugOf, startWriteLoop, type WriteLoop, type WriteOutcome } from './testing/ownerWrites';
import { type ServerProcess, startServerProcess } from './testing/serverProcess';
import { type TestDatabase, type TestDatabaseKind, testDatabaseKinds } from './testing/testDatabases';

const PASSWORD = 'correct horse battery staple';
const EDITED = 'Edited until killed';
const INITIAL_CONTENT = 'Before any edit.';
/** Writes acknowledged before the kill: enough that every loop is well under way. */
const WRITES_BEFORE_KILL = 24;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function serverEnv(database: TestDatabase): Record<string, string> {
  const { settings } = database;
  return {
    DATABASE_URL: settings.client === 'mysql' ? settings.url : `sqlite:${settings.filename}`,
    DATA_DIR: database.dataDir,
    SITE_DIR: `${database.dataDir}/site`,
    SEED_DEMO: '0',
    ADMIN_PASSWORD: PASSWORD,
    JWT_SECRET: '',
    LOG_LEVEL: 'warn',
  };
}

function connect(settings: DatabaseSettings): Knex {
  return settings.client === 'mysql'
    ? knex({ client: 'mysql2', connection: { uri: settings.url } })
    : knex({ client: 'better-sqlite3', connection: { filename: settings.filename }, useNullAsDefault: true });
}

const acknowledged = (outcomes: readonly WriteOutcome[], status: number) => outcomes.filter((outcome) => outcome.status === status);
/** The write in flight when the server died: sent, never answered. It may or may not have been saved. */
const unanswered = (outcomes: readonly WriteOutcome[]) => outcomes.filter((outcome) => outcome.status === 0);
const editNumber = (content: string) => (content === INITIAL_CONTENT ? 0 : Number(/^Edit (\d+)$/.exec(content)?.[1] ?? Number.NaN));

const servers: ServerProcess[] = [];
const databases: TestDatabase[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) server.kill();
  for (const database of databases.splice(0)) await database.dispose();
});

// `kill -9` of a server in the middle of owner writes, then a restart on the same database: every
// write it acknowledged is there, and none is half there. Three loops write at once, each a kind of
// write that touches more than one row in one transaction: an art entry with its review post (two
// tables, under the slug lock), an edit of one post (the post and its revision), a new post (the
// slug lock and the post).

/** One kill on a database of its own, every check after the restart; returns how many writes the kill left unanswered. */
async function killInTheMiddleOfWrites(kind: TestDatabaseKind): Promise<number> {
  const database = await kind.create();
  databases.push(database);
  const first = await startServerProcess(serverEnv(database));
  servers.push(first);
  await first.ready(45_000);
  const { baseUrl } = first;
  const token = await ownerLogin(baseUrl, PASSWORD);
  const created = await ownerPost(baseUrl, token, '/api/admin/writing', { action: 'add', title: EDITED, date: '2026-05-01', content: INITIAL_CONTENT }, EDITED);
  const editedSlug = postSlugOf(created);
  if (!editedSlug) throw new Error(`the post to edit was not made: ${created.error ?? created.status}`);

  const loops: Record<'art' | 'edits' | 'posts', WriteLoop> = {
    art: startWriteLoop((i) =>
      ownerPost(baseUrl, token, '/api/admin/art', { action: 'add', kind: 'books', title: `Killed art ${i}`, creator: 'A. Writer', date: '2026-05-01', content: `Review of Killed art ${i}.` }, `Killed art ${i}`),
    ),
    edits: startWriteLoop((i) => ownerPost(baseUrl, token, '/api/admin/writing', { action: 'edit', slug: editedSlug, update: { content: `Edit ${i}` } }, String(i))),
    posts: startWriteLoop((i) => ownerPost(baseUrl, token, '/api/admin/writing', { action: 'add', title: `Killed post ${i}`, date: '2026-05-01', content: `Post ${i}.` }, `Killed post ${i}`)),
  };
  const all = Object.values(loops);
  while (all.reduce((sum, loop) => sum + loop.outcomes.length, 0) < WRITES_BEFORE_KILL) await sleep(10);
  await sleep(Math.random() * 30);
  // No write starts after this one; those in flight are cut by the kill.
  const stopped = Promise.all([loops.art.stop(), loops.edits.stop(), loops.posts.stop()]);
  first.child.kill('SIGKILL');
  expect(await first.exited).toBe('SIGKILL');
  const [art, edits, posts] = await stopped;
  if (!art || !edits || !posts) throw new Error('a loop is missing');
  // Until the kill every write was acknowledged; the last of each loop may have had no answer.
  expect([...art, ...edits, ...posts].filter((outcome) => outcome.status !== 0 && outcome.status >= 300)).toEqual([]);
  for (const outcomes of [art, edits, posts]) expect(unanswered(outcomes).length).toBeLessThanOrEqual(1);

  const again = await startServerProcess(serverEnv(database));
  servers.push(again);
  await again.ready(45_000);

  const direct = connect(database.settings);
  try {
    // Art entries: each acknowledged one is there, at most the unanswered one more, and each has its whole review.
    const entries = (await direct('art_entries').where('title', 'like', 'Killed art %').pluck('slug')) as string[];
    const ackedArt = acknowledged(art, 201).map((outcome) => (outcome.body as { entry: { slug: string } }).entry.slug);
    expect(entries).toEqual(expect.arrayContaining(ackedArt));
    expect(entries.length - ackedArt.length).toBeLessThanOrEqual(unanswered(art).length);
    const reviews = (await direct('writing_posts').whereIn('slug', entries).select('slug', 'title', 'content')) as { slug: string; title: string; content: string }[];
    expect(reviews).toHaveLength(entries.length);
    for (const review of reviews) expect(review.content).toBe(`Review of ${review.title}.`);

    // New posts: the same.
    const stored = (await direct('writing_posts').where('title', 'like', 'Killed post %').pluck('slug')) as string[];
    const ackedPosts = acknowledged(posts, 201).flatMap((outcome) => postSlugOf(outcome) ?? []);
    expect(stored).toEqual(expect.arrayContaining(ackedPosts));
    expect(stored.length - ackedPosts.length).toBeLessThanOrEqual(unanswered(posts).length);

    // The edited post: at least the last acknowledged edit, at most the unanswered one after it,
    // and exactly one revision per edit saved (the version each replaced), no more, no fewer.
    const lastAcked = acknowledged(edits, 200).length;
    const post = (await direct('writing_posts').where('slug', editedSlug).first('content')) as { content: string };
    const saved = editNumber(post.content);
    expect(saved).toBeGreaterThanOrEqual(lastAcked);
    expect(saved).toBeLessThanOrEqual(lastAcked + unanswered(edits).length);
    const revisions = (await direct('revisions').where({ item_kind: 'post', item_key: editedSlug }).whereNull('trash_id').orderBy('id', 'desc').pluck('snapshot')) as string[];
    expect(revisions).toHaveLength(Math.min(saved, HISTORY_MAX_VERSIONS));
    const newest = revisions[0];
    // A snapshot is the whole row (history/items.ts), here the version the newest edit replaced.
    if (newest !== undefined) expect(editNumber((JSON.parse(newest) as { row: { content: string } }).row.content)).toBe(saved - 1);
    console.info(
      `${kind.name}: killed after ${ackedArt.length} art entries, ${lastAcked} edits, ${ackedPosts.length} posts acknowledged; ` +
        `of the ${unanswered([...art, ...edits, ...posts]).length} unanswered, saved: art ${entries.length - ackedArt.length}, edit ${saved - lastAcked}, post ${stored.length - ackedPosts.length}`,
    );
  } finally {
    await direct.destroy();
  }

  // The restarted server writes as before: nothing (a slug lock, a transaction) was left held.
  const afterToken = await ownerLogin(again.baseUrl, PASSWORD);
  const after = await ownerPost(again.baseUrl, afterToken, '/api/admin/art', { action: 'add', kind: 'books', title: 'After the kill', creator: 'A. Writer', date: '2026-05-02', content: 'Fine.' }, 'after');
  expect(after.status).toBe(201);
  return unanswered([...art, ...edits, ...posts]).length;
}

/**
 * Each loop always has a write on its way, but a write the server answered just before the signal
 * reached it counts as answered: once in a while the kill cuts none. A try that cut none still
 * checked everything; the next try is a new kill, until one cut a write in flight (at most three).
 */
const KILL_TRIES = 3;

describe.each(testDatabaseKinds())('a server killed (SIGKILL) in the middle of owner writes, on $name', (kind) => {
  it('keeps every acknowledged write whole after a restart, and nothing half written', { timeout: 240_000 }, async () => {
    let cut = 0;
    for (let attempt = 1; attempt <= KILL_TRIES && cut === 0; attempt += 1) cut = await killInTheMiddleOfWrites(kind);
    expect(cut).toBeGreaterThan(0);
  });
});
