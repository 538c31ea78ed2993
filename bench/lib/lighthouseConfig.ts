// The configurations the bench audits with: Lighthouse's own mobile (default) and desktop presets,
// with one change that moves no score: bootup-time lists every script's row, not only those of
// 50 ms or more, so the main-thread time the bench attributes to our files counts every chunk (a
// page split into many small chunks would otherwise look cheaper than it is).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { desktopConfig, type Config } from 'lighthouse';
import { makeTempDir } from './tempDir.ts';

const EVERY_BOOTUP_ROW = { path: 'bootup-time', options: { thresholdInMs: 0 } } as const;

/** Lighthouse's preset for `desktop` (else its default, the phone), listing every bootup-time row. */
export function auditConfig(desktop: boolean): Config {
  const preset: Config = desktop ? desktopConfig : { extends: 'lighthouse:default' };
  return { ...preset, audits: [...(preset.audits ?? []), EVERY_BOOTUP_ROW] };
}

const written = new Map<boolean, string>();

/** The same configuration as a JSON file, for the CLI's `--config-path` (written once per process, removed at its exit). */
export function auditConfigFile(desktop: boolean): string {
  const known = written.get(desktop);
  if (known) return known;
  const file = join(makeTempDir('lighthouse').path, desktop ? 'desktop.json' : 'mobile.json');
  writeFileSync(file, JSON.stringify(auditConfig(desktop)));
  written.set(desktop, file);
  return file;
}
