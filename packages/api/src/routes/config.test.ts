import { emptySiteConfig, type SiteConfig, saveSiteConfigResponseSchema, siteConfigResponseSchema } from '@portfolio/contracts/config';
import { describe, expect, it } from 'vitest';
import { resetContentBeforeEach } from '../testing/resetContent';
import { testDatabaseKinds } from '../testing/testDatabases';
import { tokenAttacks } from '../testing/tokenAttacks';
import { useTestServer } from '../testing/useTestServer';

const complete: SiteConfig = {
  ownerName: 'Alex Doe',
  profileText: 'Computer engineering student who likes both sides of the compiler.',
  skillsJson: JSON.stringify({ languages: ['TypeScript', 'C', 'Verilog'], tools: { editor: 'neovim' }, focus: 'embedded' }),
  resumeText: 'Teaching assistant, Digital Logic (2025).',
  resumeDownloadLink: 'https://example.com/resume.pdf',
  emailLink: 'mailto:owner@example.com',
  linkedinUrl: 'https://www.linkedin.com/in/owner',
  githubUrl: 'https://github.com/owner',
  spotifyUrl: 'https://open.spotify.com/user/alex-doe',
  quickviewTitle: 'Alex Doe',
  quickviewSubtitle: 'Computer Engineering @ State University',
  quickviewTagline: 'From transistors to TypeScript',
  currentFocus: ['RISC-V soft cores', 'Rust on microcontrollers'],
  recentExperiences: ['Firmware intern, Example Robotics'],
};

describe.each(testDatabaseKinds())('site config on $name', (kind) => {
  const { server, token } = useTestServer(kind);
  // Every test starts from a site whose config was never saved.
  resetContentBeforeEach(server);

  const getConfig = (headers: Record<string, string> = {}) => fetch(`${server().baseUrl}/api/config`, { headers });
  const bearer = () => ({ Authorization: `Bearer ${token()}` });
  const save = (body: unknown, auth: Record<string, string> = bearer()) =>
    fetch(`${server().baseUrl}/api/admin/config`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...auth },
      body: JSON.stringify(body),
    });

  it('answers empty texts and lists before anything is saved', async () => {
    const response = await getConfig();
    expect(response.status).toBe(200);
    const config = siteConfigResponseSchema.parse(await response.json());
    expect(config).toEqual(emptySiteConfig());
    expect(config).toMatchObject({ ownerName: '', spotifyUrl: '' });
  });

  it.each(tokenAttacks('test-secret-that-is-at-least-32-characters-long'))('refuses a save with a token: $name', async ({ authorization }) => {
    const response = await save(complete, authorization === undefined ? {} : { Authorization: authorization });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect(await response.json()).toEqual({ error: authorization ? 'Invalid or expired token' : 'Missing bearer token' });
    expect(await (await getConfig()).json()).toEqual(emptySiteConfig());
  });

  it('takes the bearer scheme in any case, as HTTP auth schemes are', async () => {
    const response = await save(complete, { Authorization: `bearer ${token()}` });
    expect(response.status).toBe(200);
    expect(await (await getConfig()).json()).toEqual(complete);
  });

  it('saves the whole object, answers {config}, and the next read shows it', async () => {
    const response = await save(complete);
    expect(response.status).toBe(200);
    expect(saveSiteConfigResponseSchema.parse(await response.json())).toEqual({ config: complete });
    expect(await (await getConfig()).json()).toEqual(complete);
  });

  it('stores the owner name and Spotify link, and keeps them when a later save leaves them out', async () => {
    const named = { ...complete, ownerName: 'Sam Lee', spotifyUrl: 'https://open.spotify.com/user/sam-lee' };
    expect((await save(named)).status).toBe(200);
    expect(await (await getConfig()).json()).toMatchObject({ ownerName: 'Sam Lee', spotifyUrl: 'https://open.spotify.com/user/sam-lee' });

    const { ownerName: _name, spotifyUrl: _spotify, ...older } = { ...named, quickviewTagline: 'Saved by an older client' };
    const response = await save(older);
    expect(response.status).toBe(200);
    const kept = { ...named, quickviewTagline: 'Saved by an older client' };
    expect(saveSiteConfigResponseSchema.parse(await response.json())).toEqual({ config: kept });
    expect(await (await getConfig()).json()).toEqual(kept);

    const { spotifyUrl: _left, ...withoutSpotify } = { ...kept, ownerName: '' };
    expect((await save(withoutSpotify)).status).toBe(200);
    expect(await (await getConfig()).json()).toEqual({ ...kept, ownerName: '' });
  });

  it('stores empty optional links and trims list entries', async () => {
    const sparse = {
      ...complete,
      resumeDownloadLink: '',
      emailLink: '',
      linkedinUrl: '',
      githubUrl: '',
      spotifyUrl: '',
      skillsJson: '',
      currentFocus: [' FPGAs '],
    };
    const response = await save(sparse);
    expect(response.status).toBe(200);
    expect(await (await getConfig()).json()).toEqual({ ...sparse, currentFocus: ['FPGAs'] });
  });

  it.each([
    ['linkedinUrl', 'javascript:alert(1)', 'linkedinUrl: must be an http(s):// URL, or empty'],
    ['githubUrl', 'github.com/owner', 'githubUrl: must be an http(s):// URL, or empty'],
    ['githubUrl', 'data:text/html,<script>', 'githubUrl: must be an http(s):// URL, or empty'],
    ['spotifyUrl', 'javascript:alert(1)', 'spotifyUrl: must be an http(s):// URL, or empty'],
    ['spotifyUrl', 'open.spotify.com/user/owner', 'spotifyUrl: must be an http(s):// URL, or empty'],
    ['spotifyUrl', null, 'spotifyUrl: must be text'],
    ['resumeDownloadLink', '//evil.example/cv.pdf', 'resumeDownloadLink: must be an http(s):// URL, a path on this site'],
    ['resumeDownloadLink', 'javascript:alert(1)', 'resumeDownloadLink: must be an http(s):// URL, a path on this site'],
    ['emailLink', 'owner@example.com', 'emailLink: must be a mailto: link'],
    ['emailLink', 'javascript:alert(1)', 'emailLink: must be a mailto: link'],
    ['skillsJson', '{"languages": [', 'skillsJson: must be a JSON object'],
    ['skillsJson', '42', 'skillsJson: must be a JSON object'],
    ['profileText', null, 'profileText: must be text'],
    ['profileText', undefined, 'profileText: is required'],
    ['resumeText', 'x'.repeat(20_001), 'resumeText: must be at most 20000 characters'],
    ['quickviewTitle', 7, 'quickviewTitle: must be text'],
    ['ownerName', 'x'.repeat(201), 'ownerName: must be at most 200 characters'],
    ['ownerName', 7, 'ownerName: must be text'],
    ['quickviewSubtitle', 'x'.repeat(201), 'quickviewSubtitle: must be at most 200 characters'],
    ['quickviewTagline', ['a'], 'quickviewTagline: must be text'],
    ['currentFocus', 'one thing', 'currentFocus: must be a list of strings'],
    ['currentFocus', [1], 'currentFocus.0: must be text'],
    ['recentExperiences', ['ok', ''], 'recentExperiences.1: must not be empty'],
    ['recentExperiences', Array<string>(51).fill('x'), 'recentExperiences: must have at most 50 entries'],
  ])('refuses a bad %s (case %#) with 400 naming the field', async (field, value, message) => {
    expect((await save(complete)).status).toBe(200);
    const response = await save({ ...complete, [field]: value });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: string };
    expect(error.startsWith(message)).toBe(true);
    expect(await (await getConfig()).json()).toEqual(complete);
  });

  it('refuses a config with a field missing or an unknown field', async () => {
    const { quickviewTagline: _left, ...partial } = complete;
    const missing = await save(partial);
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: string }).error).toMatch(/^quickviewTagline: /);
    const extra = await save({ ...complete, isAdmin: true });
    expect(extra.status).toBe(400);
    expect(await extra.json()).toEqual({ error: 'Unrecognized key: "isAdmin"' });
  });

  it('tags GETs with an ETag, answers 304 to If-None-Match, and shows a write at once', async () => {
    const first = await getConfig();
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');

    const again = await getConfig({ 'If-None-Match': tag ?? '' });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    expect((await save({ ...complete, quickviewTitle: 'Renamed' })).status).toBe(200);
    const afterWrite = await getConfig({ 'If-None-Match': tag ?? '' });
    expect(afterWrite.status).toBe(200);
    expect(afterWrite.headers.get('etag')).not.toBe(tag);
    expect(((await afterWrite.json()) as SiteConfig).quickviewTitle).toBe('Renamed');

    const head = await fetch(`${server().baseUrl}/api/config`, { method: 'HEAD', headers: { 'If-None-Match': afterWrite.headers.get('etag') ?? '' } });
    expect(head.status).toBe(304);
  });

  it('puts no ETag on the health check or on writes', async () => {
    const health = await fetch(`${server().baseUrl}/api/health`);
    expect(health.headers.get('etag')).toBeNull();
    expect((await save(complete)).headers.get('etag')).toBeNull();
  });
});
