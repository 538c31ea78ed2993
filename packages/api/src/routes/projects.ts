import Router from '@koa/router';
import {
  type ProjectAdminResponse,
  type ProjectsAdminResponse,
  projectAdminRequestSchema,
  type ProjectsResponse,
  projectsQuerySchema,
} from '@portfolio/contracts/projects';
import type { AppDeps } from '../appDeps';
import { markOwnerAnswer } from '../auth/ownerRead';
import { isOwnerRequest, requireAdmin } from '../auth/requireAdmin';
import { BODY_LIMITS } from '../http/bodyLimits';
import { NotFoundError, ValidationError } from '../http/errors';
import { jsonBody } from '../http/jsonBody';
import { parseInput } from '../http/validate';
import { addProject, listProjects, listProjectsWithDrafts, removeProject, TooManyImageAltsError, updateProject } from '../repositories/projectsRepository';

const notFound = () => new NotFoundError('Project not found');

/**
 * `GET /api/projects` for everyone; `POST /api/admin/projects` adds, edits or removes one.
 *
 * Drafts: a visitor's list never holds one and never carries `draft`. With the owner's valid
 * `Authorization: Bearer <token>` the list holds drafts too, every project with `draft: true|false`,
 * answered `Cache-Control: private, no-store`. A missing, expired or revoked token gets the
 * visitors' answer, never a 401.
 */
export function projectRoutes({ db, tokens }: AppDeps): Router {
  const router = new Router();

  router.get('/api/projects', async (ctx) => {
    const filter = parseInput(projectsQuerySchema, ctx.query);
    if (await isOwnerRequest(ctx, tokens)) {
      const body: ProjectsAdminResponse = { projects: await listProjectsWithDrafts(db.knex, filter) };
      markOwnerAnswer(ctx);
      ctx.body = body;
      return;
    }
    const body: ProjectsResponse = { projects: await listProjects(db.knex, filter) };
    ctx.body = body;
  });

  router.post('/api/admin/projects', requireAdmin(tokens), jsonBody(BODY_LIMITS.admin), async (ctx) => {
    const request = parseInput(projectAdminRequestSchema, ctx.request.body);
    let body: ProjectAdminResponse;
    switch (request.action) {
      case 'add': {
        const { action: _action, ...input } = request;
        body = { project: await addProject(db.knex, input) };
        ctx.status = 201;
        break;
      }
      case 'edit': {
        // imageAlts without images must fit the stored images, which only the update's transaction knows.
        const project = await updateProject(db.knex, request.id, request.update).catch((error: unknown) => {
          throw error instanceof TooManyImageAltsError ? new ValidationError(`update.imageAlts: ${error.message}`) : error;
        });
        if (!project) throw notFound();
        body = { project };
        break;
      }
      case 'remove':
        if (!(await removeProject(db.knex, request.id))) throw notFound();
        body = { removed: { id: request.id } };
        break;
    }
    ctx.body = body;
  });

  return router;
}
