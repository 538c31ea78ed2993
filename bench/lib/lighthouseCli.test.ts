import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lighthouseCliArgs, lighthouseCliPath } from './lighthouseCli.ts';

describe('lighthouseCli', () => {
  it('finds the installed CLI', () => {
    expect(lighthouseCliPath()).toMatch(/lighthouse\/cli\/index\.js$/);
    expect(existsSync(lighthouseCliPath())).toBe(true);
  });

  it('runs the full Chromium in its new headless mode, mobile unless asked, JSON on stdout', () => {
    const mobile = lighthouseCliArgs('http://127.0.0.1:1/', '/usr/bin/chromium', ['performance', 'seo'], false);
    expect(mobile).toEqual([
      'http://127.0.0.1:1/',
      '--chrome-path=/usr/bin/chromium',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      '--only-categories=performance,seo',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
    ]);
    expect(lighthouseCliArgs('http://127.0.0.1:1/', '/usr/bin/chromium', ['performance'], true)).toContain('--preset=desktop');
    const configured = lighthouseCliArgs('http://127.0.0.1:1/', '/usr/bin/chromium', ['performance'], true, '/tmp/desktop.json');
    expect(configured).toContain('--config-path=/tmp/desktop.json');
    expect(configured).not.toContain('--preset=desktop');
  });
});
