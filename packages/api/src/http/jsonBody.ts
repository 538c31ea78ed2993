import type { IncomingMessage } from 'node:http';
import type { Middleware } from 'koa';
import { UnsupportedMediaTypeError, ValidationError } from './errors';
import { nestsDeeperThan } from './jsonDepth';
import { readBody } from './readBody';

declare module 'koa' {
  interface Request {
    /** The parsed JSON body, set by `jsonBody` on the routes that take one. */
    body?: unknown;
  }
}

/** Our bodies nest 4 levels at most; JSON nested deeper is refused before it is parsed. */
export const JSON_MAX_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `JSON body nested too deeply (more than ${JSON_MAX_DEPTH} levels)`;

// RFC 8259 whitespace, then an object or an array: a bare value is not a body we take.
const OBJECT_OR_ARRAY = /^[ \t\n\r]*[[{]/;
const hasOwn = (value: object, key: string) => Object.prototype.hasOwnProperty.call(value, key);

const malformed = () => new ValidationError('Malformed JSON body');

/** `__proto__`, or `constructor.prototype`, anywhere: keys that poison an object merged or copied later. */
function hasPrototypeKeys(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (hasOwn(value, '__proto__')) return true;
  const ownConstructor: unknown = hasOwn(value, 'constructor') ? (value as Record<string, unknown>).constructor : undefined;
  if (typeof ownConstructor === 'object' && ownConstructor !== null && hasOwn(ownConstructor, 'prototype')) return true;
  return Object.values(value).some(hasPrototypeKeys);
}

async function parseJson(req: IncomingMessage, limit: number): Promise<unknown> {
  // UTF-8 whatever the charset says; a byte-order mark is dropped, invalid bytes become U+FFFD.
  const text = new TextDecoder().decode(await readBody(req, limit));
  if (text === '') return {};
  if (!OBJECT_OR_ARRAY.test(text)) throw malformed();
  if (nestsDeeperThan(text, JSON_MAX_DEPTH)) throw new ValidationError(TOO_DEEP_MESSAGE);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw malformed();
  }
  if (hasPrototypeKeys(value)) throw malformed();
  return value;
}

/**
 * Under `/api`, a POST with a body must be JSON (else 415), except multipart uploads, which their
 * own route parses. Only headers are read here, so it costs nothing before the caller is known.
 */
export function jsonOnly(): Middleware {
  return async (ctx, next) => {
    const hasBody = ctx.request.length !== undefined ? ctx.request.length > 0 : Boolean(ctx.get('Transfer-Encoding'));
    if (ctx.method === 'POST' && hasBody && !ctx.is('json') && !ctx.is('multipart')) {
      throw new UnsupportedMediaTypeError('Send JSON (Content-Type: application/json)');
    }
    await next();
  };
}

/**
 * A route's JSON body, at most `limit` bytes (413 past it, counted while reading) and at most
 * `JSON_MAX_DEPTH` levels deep; malformed JSON, or JSON that is not an object or array, is a 400.
 * An empty body, or one of another type, reads as `{}` for the route's schema to refuse. Mount it
 * after `requireAdmin` on admin routes, so nobody without a token gets a body read.
 */
export function jsonBody(limit: number): Middleware {
  return async (ctx, next) => {
    ctx.request.body = ctx.is('json') ? await parseJson(ctx.req, limit) : {};
    await next();
  };
}
