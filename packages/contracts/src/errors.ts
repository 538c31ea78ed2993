import './zodSetup';
import * as z from 'zod/mini';

/** Every failed API answer has this body, whatever its status. */
export const errorResponseSchema = z.object({ error: z.string().check(z.minLength(1)) });

export type ErrorResponse = z.infer<typeof errorResponseSchema>;
