import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * CSP sources (`'sha256-…'`) for the inline scripts of the built index.html — the tiny one that
 * applies the stored theme before the app loads, so light-theme visitors see no dark flash — so
 * the policy can allow exactly those scripts and no others.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body ?? '', 'utf8').digest('base64')}'`,
  );
}

export function inlineScriptHashesOfFile(indexFile: string): string[] {
  return existsSync(indexFile) ? inlineScriptHashes(readFileSync(indexFile, 'utf8')) : [];
}
