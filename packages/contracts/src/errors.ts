import './zodSetup';
import { z } from 'zod';

/** Every failed API answer has this body, whatever its status. */
export const errorResponseSchema = z.object({ error: z.string().min(1) });

export type ErrorResponse = z.infer<typeof errorResponseSchema>;
