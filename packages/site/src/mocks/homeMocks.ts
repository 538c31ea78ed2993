import type { SiteConfig } from '@portfolio/contracts/config';
import type { HealthResponse } from '@portfolio/contracts/health';
import { delay, http, HttpResponse } from 'msw';
import { DEFAULT_SITE_CONFIG } from '../config/defaults';
import { ownerFixture } from './configFixtures';

/** Fixtures and MSW handlers for the home screen's stories and tests (no server needed). */

export const homeConfigFixture: SiteConfig = { ...DEFAULT_SITE_CONFIG, ...ownerFixture };

export const healthFixture: HealthResponse = {
  status: 'ok',
  database: 'up',
  dialect: 'sqlite',
  uptimeSeconds: 42,
  time: '2026-11-22T10:00:00.000Z',
};

/** The password the stories' login handler accepts. */
export const STORY_ADMIN_PASSWORD = 'story-password';

export const homeHandlers = [
  http.get('/api/config', () => HttpResponse.json(homeConfigFixture)),
  http.get('/api/health', () => HttpResponse.json(healthFixture)),
  http.post('/api/login', async ({ request }) => {
    const body = (await request.json()) as { password?: unknown };
    return body.password === STORY_ADMIN_PASSWORD
      ? HttpResponse.json({ token: 'story.token.value' })
      : HttpResponse.json({ error: 'Invalid password' }, { status: 401 });
  }),
  http.get('/api/art', () => HttpResponse.json({ items: [] })),
  http.get('/api/writing', () => HttpResponse.json({ items: [], total: 0 })),
];

/** The API is down: `test` and `admin` print their failure lines. */
export const homeOfflineHandlers = [
  http.get('/api/config', () => HttpResponse.error()),
  http.get('/api/health', async () => {
    await delay(100);
    return HttpResponse.error();
  }),
  http.post('/api/login', () => HttpResponse.error()),
];
