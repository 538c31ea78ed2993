import { type Project, type ProjectAdmin, projectAdminResponseSchema, projectAnswerSchema, projectsResponseSchema } from '@portfolio/contracts/projects';
import { describe, expect, it } from 'vitest';
import { resetContentBeforeEach } from '../testing/resetContent';
import { testDatabaseKinds } from '../testing/testDatabases';
import { useTestServer } from '../testing/useTestServer';

const ADMIN = '/api/admin/projects';
/** An admin answer's project as the visitors' list has it: without `draft`. */
const published = ({ draft: _draft, ...project }: ProjectAdmin): Project => project;
const full = {
  action: 'add',
  title: 'Line Follower Robot',
  description: 'PID control on an ATmega328.',
  tech: ['C', 'AVR'],
  type: 'hardware',
  date: '2025-03-04',
  status: 'completed',
  github: 'https://github.com/example/line-follower',
  demo: null,
  images: ['/demo/pocket-scope.svg', 'https://cdn.example.com/robot.jpg'],
};

describe.each(testDatabaseKinds())('projects on $name', (kind) => {
  const { server, api } = useTestServer(kind);
  // Every test starts from an empty site and adds the projects it reads.
  resetContentBeforeEach(server);

  const list = async (query = '') => projectsResponseSchema.parse((await api.get(`/api/projects${query}`)).body).projects;
  const add = async (fields: Record<string, unknown>) => {
    const answer = await api.post(ADMIN, { action: 'add', ...fields });
    expect(answer.status).toBe(201);
    return projectAnswerSchema.parse(answer.body).project;
  };
  /** `weather-station`, then `weather-station-2`, … */
  const addWeatherStation = (date = '2025-05-06') => add({ title: 'Weather Station', description: 'Logs to SD.', date });

  it('starts empty', async () => {
    const answer = await api.get('/api/projects');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ projects: [] });
  });

  it('adds a project with every field and answers it', async () => {
    const { action: _action, ...fields } = full;
    const project = await add({ ...full, title: `  ${full.title} ` });
    expect(project).toEqual({ id: 'line-follower-robot', ...fields, imageAlts: [], draft: false });
    expect(await list()).toContainEqual(published(project));
  });

  it('fills the defaults of a new project', async () => {
    const project = await addWeatherStation();
    expect(project).toEqual({
      id: 'weather-station',
      title: 'Weather Station',
      description: 'Logs to SD.',
      date: '2025-05-06',
      tech: [],
      type: 'software',
      status: 'in-progress',
      github: null,
      demo: null,
      images: [],
      imageAlts: [],
      draft: false,
    });
  });

  it('makes readable, unique ids from titles', async () => {
    const base = { description: 'x', date: '2024-01-01' };
    expect((await add({ ...base, title: 'Weather Station' })).id).toBe('weather-station');
    expect((await add({ ...base, title: 'Weather Station' })).id).toBe('weather-station-2');
    expect((await add({ ...base, title: 'Weather Station' })).id).toBe('weather-station-3');
    expect((await add({ ...base, title: 'Café & Crème: Über-Projekt!' })).id).toBe('cafe-and-creme-uber-projekt');
    expect((await add({ ...base, title: '机器人' })).id).toBe('project');
    expect((await add({ ...base, title: 'x'.repeat(200) })).id).toBe('x'.repeat(60));
  });

  it('lists newest date first and filters by type and status', async () => {
    await add(full);
    await addWeatherStation('2025-05-06');
    await addWeatherStation('2024-01-01');
    await add({ title: 'FPGA Synth', description: 'Audio on an iCE40.', date: '2026-01-15', type: 'hardware', status: 'planned' });
    const all = await list();
    const dates = all.map((project) => project.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(all[0]?.id).toBe('fpga-synth');
    expect(await list('?type=all&status=all')).toEqual(all);

    const hardware = await list('?type=hardware');
    expect(hardware.map((project) => project.id)).toEqual(['fpga-synth', 'line-follower-robot']);
    expect((await list('?status=completed')).map((project) => project.id)).toEqual(['line-follower-robot']);
    expect((await list('?type=hardware&status=planned')).map((project) => project.id)).toEqual(['fpga-synth']);
    expect(await list('?type=software&status=completed')).toEqual([]);
  });

  it.each([
    ['?type=firmware', 'type: must be one of software, hardware, all'],
    ['?status=done', 'status: must be one of completed, in-progress, planned, all'],
    ['?type=', 'type: must be one of software, hardware, all'],
    ['?type=software&type=hardware', 'type: must be one of software, hardware, all'],
  ])('refuses the filter %s', async (query, error) => {
    const answer = await api.get(`/api/projects${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error });
  });

  it('edits some fields and keeps the id when the title changes', async () => {
    await add(full);
    const answer = await api.post(ADMIN, {
      action: 'edit',
      id: 'line-follower-robot',
      update: { title: 'Maze Solver Robot', status: 'in-progress', tech: ['C'], github: null },
    });
    expect(answer.status).toBe(200);
    const { project } = projectAnswerSchema.parse(answer.body);
    expect(project).toMatchObject({
      id: 'line-follower-robot',
      title: 'Maze Solver Robot',
      status: 'in-progress',
      tech: ['C'],
      github: null,
      description: full.description,
      images: full.images,
    });
    expect((await list()).find((item) => item.id === 'line-follower-robot')).toEqual(published(project));
  });

  it('accepts an edit that changes nothing', async () => {
    await addWeatherStation();
    const answer = await api.post(ADMIN, { action: 'edit', id: 'weather-station', update: {} });
    expect(answer.status).toBe(200);
    expect(projectAnswerSchema.parse(answer.body).project.title).toBe('Weather Station');
  });

  it('removes a project', async () => {
    for (let i = 0; i < 3; i += 1) await addWeatherStation();
    const answer = await api.post(ADMIN, { action: 'remove', id: 'weather-station-3' });
    expect(answer.status).toBe(200);
    expect(projectAdminResponseSchema.parse(answer.body)).toEqual({ removed: { id: 'weather-station-3' } });
    expect((await list()).map((project) => project.id)).not.toContain('weather-station-3');
  });

  it.each([
    { action: 'edit', id: 'no-such-project', update: { title: 'x' } },
    { action: 'remove', id: 'no-such-project' },
    { action: 'remove', id: 'weather-station-3' },
  ])('answers 404 for an unknown id: $action $id', async (body) => {
    // weather-station-3 names a project that was added and removed.
    for (let i = 0; i < 3; i += 1) await addWeatherStation();
    expect((await api.post(ADMIN, { action: 'remove', id: 'weather-station-3' })).status).toBe(200);
    const answer = await api.post(ADMIN, body);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: 'Project not found' });
  });

  it.each([
    full,
    { action: 'edit', id: 'weather-station', update: { title: 'Hijacked' } },
    { action: 'remove', id: 'weather-station' },
  ])('refuses $action without a valid token', async (body) => {
    await addWeatherStation();
    for (const authorization of [null, 'Bearer not.a.token']) {
      const answer = await api.post(ADMIN, body, authorization);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ error: authorization ? 'Invalid or expired token' : 'Missing bearer token' });
    }
    expect((await list()).map((project) => project.title)).not.toContain('Hijacked');
    expect((await list()).map((project) => project.id)).toContain('weather-station');
  });

  describe('image alt texts', () => {
    const edit = (update: Record<string, unknown>) => api.post(ADMIN, { action: 'edit', id: 'line-follower-robot', update });
    const stored = async () => (await list()).find((item) => item.id === 'line-follower-robot');

    it('stores one per image, trimmed, "" for none, and answers them in the list and on edit', async () => {
      const project = await add({ ...full, imageAlts: ['  The robot on its track ', ''] });
      expect(project.imageAlts).toEqual(['The robot on its track', '']);
      expect((await stored())?.imageAlts).toEqual(['The robot on its track', '']);
      // Fewer than the images: the rest have none.
      const answer = await edit({ imageAlts: ['Only the first'] });
      expect(answer.status).toBe(200);
      expect(projectAnswerSchema.parse(answer.body).project.imageAlts).toEqual(['Only the first']);
      expect((await stored())?.imageAlts).toEqual(['Only the first']);
    });

    it('keeps them through an update without the field, as clients written before it send', async () => {
      await add({ ...full, imageAlts: ['Robot', 'Track'] });
      expect((await edit({ title: 'Maze Solver', images: [...full.images, '/demo/greenhouse.svg'] })).status).toBe(200);
      expect(await stored()).toMatchObject({ title: 'Maze Solver', imageAlts: ['Robot', 'Track'] });
      // Fewer images: the alt texts of the images gone are dropped with them.
      expect((await edit({ images: [full.images[0]] })).status).toBe(200);
      expect(await stored()).toMatchObject({ images: [full.images[0]], imageAlts: ['Robot'] });
    });

    it('refuses more alt texts than images with 400, changing nothing', async () => {
      await add({ ...full, imageAlts: ['Robot'] });
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ ...full, title: 'Other', imageAlts: ['a', 'b', 'c'] }, 'imageAlts: must hold at most one entry per image (3 for 2 images)'],
        [{ ...full, title: 'Other', images: [], imageAlts: ['a'] }, 'imageAlts: must hold at most one entry per image (1 for 0 images)'],
        [{ action: 'edit', id: 'line-follower-robot', update: { images: [full.images[0]], imageAlts: ['a', 'b'] } }, 'update.imageAlts: must hold at most one entry per image (2 for 1 image)'],
        // Without images in the update, the stored images count.
        [{ action: 'edit', id: 'line-follower-robot', update: { title: 'Changed', imageAlts: ['a', 'b', 'c'] } }, 'update.imageAlts: must hold at most one entry per image (3 for 2 images)'],
      ];
      for (const [body, error] of cases) {
        const answer = await api.post(ADMIN, body);
        expect({ body, status: answer.status, answer: answer.body }).toEqual({ body, status: 400, answer: { error } });
      }
      expect((await list()).map((project) => [project.id, project.title, project.imageAlts])).toEqual([['line-follower-robot', full.title, ['Robot']]]);
    });

    it.each([
      ['as text', 'Robot', 'imageAlts: must be a list of strings'],
      ['of numbers', [1], 'imageAlts.0: must be text'],
      ['too long', ['x'.repeat(301)], 'imageAlts.0: must be at most 300 characters'],
      ['with a line feed', ['Robot\non a track'], 'imageAlts.0: must not contain control characters'],
      ['with a NUL', ['Robot\u0000'], 'imageAlts.0: must not contain control characters'],
      ['with a C1 control', ['', 'Robot\u0085'], 'imageAlts.1: must not contain control characters'],
    ])('refuses alt texts %s with 400', async (_name, imageAlts, error) => {
      const answer = await api.post(ADMIN, { ...full, imageAlts });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error });
      const edited = await api.post(ADMIN, { action: 'edit', id: 'line-follower-robot', update: { imageAlts } });
      expect(edited.body).toEqual({ error: `update.${error}` });
    });

    it('takes 300 characters', async () => {
      expect((await add({ ...full, imageAlts: ['é'.repeat(300)] })).imageAlts).toEqual(['é'.repeat(300)]);
    });
  });

  const { action: _action, ...fields } = full;
  const bad: Array<[string, Record<string, unknown>, string]> = [
    ['no title', { ...full, title: undefined }, 'title: is required'],
    ['blank title', { ...full, title: '   ' }, 'title: is required'],
    ['long title', { ...full, title: 'x'.repeat(201) }, 'title: must be at most 200 characters'],
    ['no description', { ...full, description: undefined }, 'description: is required'],
    ['no date', { ...full, date: undefined }, 'date: is required'],
    ['impossible date', { ...full, date: '2026-02-30' }, 'date: must be a real date in YYYY-MM-DD form'],
    ['short date', { ...full, date: '2026-2-3' }, 'date: must be a real date in YYYY-MM-DD form'],
    ['date with time', { ...full, date: '2026-02-03T10:00:00Z' }, 'date: must be a real date in YYYY-MM-DD form'],
    ['bad type', { ...full, type: 'firmware' }, 'type: must be one of software, hardware'],
    ['bad status', { ...full, status: 'done' }, 'status: must be one of completed, in-progress, planned'],
    ['tech as text', { ...full, tech: 'C, AVR' }, 'tech: must be a list of strings'],
    ['tech of numbers', { ...full, tech: [1, 2] }, 'tech.0: must be text'],
    ['script image', { ...full, images: ['javascript:alert(1)'] }, 'images.0: must be an http(s) URL or a path starting with /'],
    ['protocol-relative image', { ...full, images: ['//evil.example.com/x.png'] }, 'images.0: must be an http(s) URL or a path starting with /'],
    ['relative image', { ...full, images: ['img/x.png'] }, 'images.0: must be an http(s) URL or a path starting with /'],
    ['ftp github', { ...full, github: 'ftp://example.com/x' }, 'github: must be an http(s) URL'],
    ['site-path demo', { ...full, demo: '/demo' }, 'demo: must be an http(s) URL'],
    ['unknown field', { ...full, stars: 5 }, 'Unrecognized key: "stars"'],
    ['unknown action', { ...full, action: 'create' }, 'action: must be one of add, edit, remove'],
    ['no action', fields, 'action: must be one of add, edit, remove'],
    ['unknown update field', { action: 'edit', id: 'weather-station', update: { id: 'other' } }, 'update: Unrecognized key: "id"'],
    ['edit without update', { action: 'edit', id: 'weather-station' }, 'update: is required'],
    ['bad date in update', { action: 'edit', id: 'weather-station', update: { date: '2025-13-01' } }, 'update.date: must be a real date in YYYY-MM-DD form'],
    ['traversal id', { action: 'remove', id: '../../etc/passwd' }, 'id: must be a slug (lowercase letters, digits and dashes)'],
    ['encoded traversal id', { action: 'remove', id: '..%2F..' }, 'id: must be a slug (lowercase letters, digits and dashes)'],
    ['uppercase id', { action: 'remove', id: 'Weather-Station' }, 'id: must be a slug (lowercase letters, digits and dashes)'],
    ['numeric id', { action: 'remove', id: 7 }, 'id: must be a slug (lowercase letters, digits and dashes)'],
  ];

  it.each(bad)('refuses %s with 400', async (_name, body, error) => {
    const answer = await api.post(ADMIN, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error });
  });

  it('refuses a body that is not a JSON object', async () => {
    for (const body of [[], 'add', null]) {
      const answer = await api.post(ADMIN, body);
      expect(answer.status).toBe(400);
    }
    const malformed = await fetch(`${server().baseUrl}${ADMIN}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${server().tokens.issue()}` },
      body: '{"action":',
    });
    expect(malformed.status).toBe(400);
  });
});
