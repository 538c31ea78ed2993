import './zodSetup';
import * as z from 'zod/mini';

export const PASSWORD_MAX_LENGTH = 1024;

/** Body of `POST /api/login`. */
export const loginRequestSchema = z.strictObject({
  password: z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .check(
      z.minLength(1, { error: 'is required' }),
      z.maxLength(PASSWORD_MAX_LENGTH, { error: `must be at most ${PASSWORD_MAX_LENGTH} characters` }),
    ),
});

/** Answer of a successful login: a bearer token for the admin calls. */
export const loginResponseSchema = z.object({ token: z.string().check(z.minLength(1)) });

/** The `error` of the 401 answer to a wrong password. */
export const INVALID_PASSWORD_MESSAGE = 'Invalid password';

export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type LoginResponse = z.infer<typeof loginResponseSchema>;
