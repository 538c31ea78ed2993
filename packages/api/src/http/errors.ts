/** An error whose message is safe to show the client, answered with `status` as `{ error }`. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

export class ValidationError extends HttpError {
  override name = 'ValidationError';
  constructor(message: string) {
    super(400, message);
  }
}

export class UnauthorizedError extends HttpError {
  override name = 'UnauthorizedError';
  constructor(message = 'Authentication required') {
    super(401, message, { 'WWW-Authenticate': 'Bearer' });
  }
}

/** Authenticated, but refused (a wrong current password on a password change). */
export class ForbiddenError extends HttpError {
  override name = 'ForbiddenError';
  constructor(message = 'Forbidden') {
    super(403, message);
  }
}

export class NotFoundError extends HttpError {
  override name = 'NotFoundError';
  constructor(message = 'Not found') {
    super(404, message);
  }
}

export class PayloadTooLargeError extends HttpError {
  override name = 'PayloadTooLargeError';
  constructor(message = 'Request body too large') {
    super(413, message);
  }
}

export class UnsupportedMediaTypeError extends HttpError {
  override name = 'UnsupportedMediaTypeError';
  constructor(message = 'Unsupported media type') {
    super(415, message);
  }
}

export class ConflictError extends HttpError {
  override name = 'ConflictError';
  constructor(message = 'Conflict') {
    super(409, message);
  }
}

/** The body is of an accepted type but cannot be used as it is (a corrupt image, one too large in pixels). */
export class UnprocessableError extends HttpError {
  override name = 'UnprocessableError';
  constructor(message = 'Unprocessable content') {
    super(422, message);
  }
}

export class RateLimitedError extends HttpError {
  override name = 'RateLimitedError';
  constructor(retryAfterSeconds: number, message = 'Too many attempts. Try again later.') {
    super(429, message, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}

/** The database is away or busy (db/outage.ts): try again after `Retry-After` seconds. */
export class ServiceUnavailableError extends HttpError {
  override name = 'ServiceUnavailableError';
  constructor(retryAfterSeconds: number, message = 'Service temporarily unavailable') {
    super(503, message, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}
