/** What one owner write got: the status (0 when no answer came: the connection broke) and the parsed answer. */
export interface WriteOutcome {
  /** What the write was (a title, an edit's number): the test's own label. */
  readonly label: string;
  readonly status: number;
  readonly body?: unknown;
  readonly error?: string;
}

/** The owner's bearer token from `POST /api/login` at `baseUrl`. */
export async function ownerLogin(baseUrl: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ password }) });
  const body = (await response.json()) as { token?: unknown };
  if (response.status !== 200 || typeof body.token !== 'string') throw new Error(`login answered ${response.status}`);
  return body.token;
}

/** One owner POST of `body` as JSON to `path`; never throws (a broken connection is status 0). */
export async function ownerPost(baseUrl: string, token: string, path: string, body: unknown, label: string): Promise<WriteOutcome> {
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status >= 300) return { label, status: response.status, error: text.slice(0, 200) };
    return { label, status: response.status, body: JSON.parse(text) as unknown };
  } catch (error) {
    return { label, status: 0, error: error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error) };
  }
}

/** `POST /api/admin/writing` add of a post titled `title`: acknowledged by a 201 with its slug. */
export function addPost(baseUrl: string, token: string, title: string): Promise<WriteOutcome> {
  return ownerPost(baseUrl, token, '/api/admin/writing', { action: 'add', title, date: '2026-05-01', content: `Written as ${title}.` }, title);
}

/** The slug an acknowledged add or edit of a post answered with. */
export function postSlugOf(outcome: WriteOutcome): string | undefined {
  const post = (outcome.body as { post?: { slug?: unknown } } | undefined)?.post;
  return typeof post?.slug === 'string' ? post.slug : undefined;
}

/** Owner writes one after the other, each acknowledged or not, until `stop` is called. */
export interface WriteLoop {
  readonly outcomes: readonly WriteOutcome[];
  /** Lets the write being sent finish, then resolves with every outcome. */
  stop(): Promise<readonly WriteOutcome[]>;
}

export function startWriteLoop(write: (index: number) => Promise<WriteOutcome>): WriteLoop {
  const outcomes: WriteOutcome[] = [];
  let running = true;
  const loop = (async () => {
    for (let index = 1; running; index += 1) outcomes.push(await write(index));
  })();
  return {
    outcomes,
    async stop() {
      running = false;
      await loop;
      return outcomes;
    },
  };
}
