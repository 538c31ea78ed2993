/**
 * The schemas of the reads a visitor's page makes, in the `schemas` chunk with zod (build/chunks.ts).
 * Import them only through `visitorSchema(name)`: they load with the first fetch that needs one,
 * beside it, so a server-rendered page hydrates without building any schema (docs/performance.md).
 */
export { artResponseSchema } from '@portfolio/contracts/art';
export { siteConfigForVisitorsSchema } from '@portfolio/contracts/config';
export { projectsAdminResponseSchema, projectsResponseSchema } from '@portfolio/contracts/projects';
export { searchResponseSchema, staticSearchIndexSchema } from '@portfolio/contracts/search';
export { writingAdminPostSchema, writingListResponseSchema, writingPostSchema } from '@portfolio/contracts/writing';
