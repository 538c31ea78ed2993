import { freshTokenResponseSchema, passwordChangeRequestSchema, WRONG_CURRENT_PASSWORD_MESSAGE } from '@portfolio/contracts/account';
import { http, HttpResponse } from 'msw';
import { ADMIN_STORY_PASSWORD, ADMIN_STORY_TOKEN } from './adminMocks';

/** The token the account calls answer: the stored one is replaced with it. */
export const ACCOUNT_FRESH_TOKEN = 'story.admin.fresh-token';

const refused = (status: number, error: string) => HttpResponse.json({ error }, { status });

/**
 * The account calls as the server answers them (`packages/api` routes/account.ts), for the admin's
 * token (`ADMIN_STORY_TOKEN`) and password (`ADMIN_STORY_PASSWORD`): a fresh token, 401 for any
 * other token, 403 for a wrong current password, 400 with the contract's message for a bad body.
 */
export const accountHandlers = [
  http.post('/api/admin/password', async ({ request }) => {
    if (request.headers.get('Authorization') !== `Bearer ${ADMIN_STORY_TOKEN}`) return refused(401, 'Invalid or expired token');
    const parsed = passwordChangeRequestSchema.safeParse(await request.json());
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      return refused(400, issue ? `${issue.path.join('.')}: ${issue.message}` : 'Invalid input');
    }
    if (parsed.data.current !== ADMIN_STORY_PASSWORD) return refused(403, WRONG_CURRENT_PASSWORD_MESSAGE);
    return HttpResponse.json(freshTokenResponseSchema.parse({ token: ACCOUNT_FRESH_TOKEN }));
  }),
  http.post('/api/admin/sessions/revoke', ({ request }) =>
    request.headers.get('Authorization') === `Bearer ${ADMIN_STORY_TOKEN}`
      ? HttpResponse.json({ token: ACCOUNT_FRESH_TOKEN })
      : refused(401, 'Invalid or expired token'),
  ),
];
