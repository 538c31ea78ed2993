import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { auditConfig, auditConfigFile } from './lighthouseConfig.ts';

const bootupOptions = (config: ReturnType<typeof auditConfig>) =>
  (config.audits ?? []).flatMap((audit) => (typeof audit === 'object' && 'path' in audit && audit.path === 'bootup-time' ? [audit.options] : []));

describe('lighthouseConfig', () => {
  it("is Lighthouse's phone preset with every bootup-time row listed", () => {
    const mobile = auditConfig(false);
    expect(mobile.extends).toBe('lighthouse:default');
    expect(mobile.settings).toBeUndefined();
    expect(bootupOptions(mobile)).toEqual([{ thresholdInMs: 0 }]);
  });

  it("keeps the desktop preset's settings", () => {
    const desktop = auditConfig(true);
    expect(desktop.extends).toBe('lighthouse:default');
    expect(desktop.settings?.formFactor).toBe('desktop');
    expect(bootupOptions(desktop)).toEqual([{ thresholdInMs: 0 }]);
  });

  it('writes each configuration once, as JSON the CLI reads', () => {
    const file = auditConfigFile(true);
    expect(auditConfigFile(true)).toBe(file);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(JSON.parse(JSON.stringify(auditConfig(true))));
    expect(auditConfigFile(false)).not.toBe(file);
  });
});
