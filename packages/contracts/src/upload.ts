import './zodSetup';
import * as z from 'zod/mini';

/** The multipart field that carries the resume. */
export const RESUME_FIELD = 'file';

/** Largest resume accepted, in bytes (10 MB); a larger one is refused with 413 while it streams in. */
export const RESUME_MAX_BYTES = 10 * 1024 * 1024;

/** Answer of `POST /api/upload-resume`: where the stored PDF is served, e.g. `/uploads/3f…9a.pdf`. */
export const uploadResponseSchema = z.object({
  url: z.string().check(z.regex(/^\/uploads\/[^/]+\.pdf$/)),
});

export type UploadResponse = z.infer<typeof uploadResponseSchema>;
