import type { SchemaSource } from './http';
import type * as VisitorSchemaModule from './visitorSchemas';

type VisitorSchemas = typeof VisitorSchemaModule;

/** A visitor read's schema as `getJson` takes it: imported (with zod) when the first such read starts. */
export function visitorSchema<K extends keyof VisitorSchemas>(name: K): SchemaSource<VisitorSchemas[K]> {
  return () => import('./visitorSchemas').then((schemas) => schemas[name]);
}
