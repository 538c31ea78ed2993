import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const root = '/srv/portfolio';

describe('loadConfig', () => {
  it('defaults to SQLite under data/, port 3000, no password and no secret', () => {
    const config = loadConfig({}, root);
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ client: 'sqlite', filename: `${root}/data/portfolio.sqlite` });
    expect(config.uploadDir).toBe(`${root}/data/uploads`);
    expect(config.adminPassword).toBeUndefined();
    expect(config.jwtSecret).toBeUndefined();
    expect(config.tokenTtlSeconds).toBe(12 * 3600);
  });

  it('keeps the SQLite file and uploads in DATA_DIR unless they are named', () => {
    const config = loadConfig({ DATA_DIR: '/var/lib/portfolio' }, root);
    expect(config.database).toEqual({ client: 'sqlite', filename: '/var/lib/portfolio/portfolio.sqlite' });
    expect(config.uploadDir).toBe('/var/lib/portfolio/uploads');
  });

  it('selects MySQL from a mysql:// DATABASE_URL', () => {
    const config = loadConfig({ DATABASE_URL: 'mysql://u:p@db:3306/portfolio' }, root);
    expect(config.database).toEqual({ client: 'mysql', url: 'mysql://u:p@db:3306/portfolio' });
  });

  it('refuses a JWT_SECRET shorter than 32 characters, naming the variable', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' }, root)).toThrow(ConfigError);
    expect(() => loadConfig({ JWT_SECRET: 'short' }, root)).toThrow(/JWT_SECRET: must be at least 32 characters/);
  });

  it('names a bad PORT or DATABASE_URL', () => {
    expect(() => loadConfig({ PORT: 'eighty' }, root)).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://x' }, root)).toThrow(/DATABASE_URL/);
  });

  it('refuses an ADMIN_PASSWORD longer than 72 bytes', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'é'.repeat(40) }, root)).toThrow(/ADMIN_PASSWORD: must be at most 72 bytes/);
  });

  it('takes PUBLIC_URL as an origin without a trailing slash, http://localhost:$PORT by default', () => {
    expect(loadConfig({}, root).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080' }, root).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://riley.dev/' }, root).publicUrl).toBe('https://riley.dev');
    expect(loadConfig({ PUBLIC_URL: 'https://Riley.dev:8443' }, root).publicUrl).toBe('https://riley.dev:8443');
  });

  it('refuses a PUBLIC_URL that is not an http(s) origin, naming the variable', () => {
    for (const value of ['riley.dev', 'ftp://riley.dev', 'https://riley.dev/blog', 'https://riley.dev/?x=1', 'https://riley.dev#top', 'https://u:p@riley.dev']) {
      expect(() => loadConfig({ PUBLIC_URL: value }, root)).toThrow(/PUBLIC_URL: must be an http\(s\) origin/);
    }
  });

  it('takes ADMIN_URL as an origin and STATIC_EXPORT_DIR from the repository root; refuses an ADMIN_URL with a path, naming it', () => {
    const config = loadConfig({ ADMIN_URL: 'https://admin.riley.dev/', STATIC_EXPORT_DIR: 'site-export', PUBLIC_URL: 'https://riley.dev' }, root);
    expect(config.adminUrl).toBe('https://admin.riley.dev');
    expect(config.staticExportDir).toBe('/srv/portfolio/site-export');
    expect(loadConfig({}, root)).not.toHaveProperty('adminUrl');
    expect(() => loadConfig({ ADMIN_URL: 'https://riley.dev/admin' }, root)).toThrow(/ADMIN_URL: must be an http\(s\) origin/);
  });

  it('refuses a static export without PUBLIC_URL (its links would name localhost), from the server and from npm run export', () => {
    const refusal = 'Invalid configuration:\n  PUBLIC_URL: must be set for a static export: the origin the static site will be served from, such as https://riley.dev';
    expect(() => loadConfig({ STATIC_EXPORT_DIR: 'site-export' }, root)).toThrow(refusal);
    expect(() => loadConfig({}, root, { exporting: true })).toThrow(refusal);
    expect(loadConfig({ PUBLIC_URL: 'https://riley.dev/' }, root, { exporting: true }).publicUrl).toBe('https://riley.dev');
  });

  it('serves no metrics without METRICS_PORT; with it, on 127.0.0.1 unless METRICS_HOST says otherwise', () => {
    expect(loadConfig({}, root).metrics).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '' }, root).metrics).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' }, root).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }, root).metrics).toEqual({ port: 9464, host: '10.0.0.5' });
  });

  it('refuses a METRICS_PORT that is not a port, or the site\'s own PORT, naming the variable', () => {
    for (const value of ['metrics', '0', '-1', '65536', '94.5']) expect(() => loadConfig({ METRICS_PORT: value }, root)).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ METRICS_PORT: '3000' }, root)).toThrow(/METRICS_PORT: must differ from PORT/);
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' }, root)).toThrow(/METRICS_PORT: must differ from PORT/);
  });

  it('logs at LOG_LEVEL, info by default, and names a level it does not know', () => {
    expect(loadConfig({}, root).logLevel).toBe('info');
    expect(loadConfig({ LOG_LEVEL: 'warn' }, root).logLevel).toBe('warn');
    expect(() => loadConfig({ LOG_LEVEL: 'loud' }, root)).toThrow(/LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent/);
  });
});
