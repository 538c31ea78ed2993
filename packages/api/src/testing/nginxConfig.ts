import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The nginx configuration the project ships (a file for nginx's `http {}` block). */
export const SHIPPED_NGINX_CONF = fileURLToPath(new URL('../../../../deploy/nginx.conf', import.meta.url));

/** The shipped nginx block serving the static edition's export (a file for nginx's `http {}` block). */
export const SHIPPED_STATIC_NGINX_CONF = fileURLToPath(new URL('../../../../deploy/static/nginx.conf', import.meta.url));
/** Where deploy/static/nginx.conf expects the export. */
const SHIPPED_STATIC_ROOT = '/srv/portfolio';

/** The upstream block the shipped file balances over. */
const UPSTREAM_BLOCK = /(upstream\s+portfolio\s*\{)([^}]*)(\})/;
const SERVER_LINE = /^([ \t]*)server[ \t]+(\S+)((?:[ \t]+[^;\s]+)*);[^\n]*\n/gm;
const LISTEN_LINE = /^([ \t]*)listen[ \t]+80;/m;
const ACCESS_LOG_LINE = /^([ \t]*)access_log[ \t]+\/var\/log\/nginx\/access\.log[ \t]/m;

/** What differs between the shipped file's setting (a container) and nginx run by a test or the bench. */
export interface LocalNginx {
  /** `host:port` of each replica. */
  readonly upstreams: readonly string[];
  /** Where it listens, on loopback. */
  readonly listenPort: number;
  /** The access log's file. */
  readonly accessLog: string;
}

/**
 * The shipped configuration with only what differs on this machine changed: the upstream servers
 * (each new address takes the first server line's parameters: max_fails, fail_timeout), the listen
 * port (on loopback) and the access log's file. Throws when the file no longer has that shape.
 */
export function localNginxConfig(template: string, { upstreams, listenPort, accessLog }: LocalNginx): string {
  if (upstreams.length === 0) throw new Error('at least one upstream address');
  const block = UPSTREAM_BLOCK.exec(template);
  if (!block) throw new Error('deploy/nginx.conf: no `upstream portfolio { … }` block');
  const body = block[2] ?? '';
  const servers = [...body.matchAll(SERVER_LINE)];
  const first = servers[0];
  if (!first) throw new Error('deploy/nginx.conf: the upstream block names no server');
  const [, indent = '', , parameters = ''] = first;
  const lines = upstreams.map((address) => `${indent}server ${address}${parameters};\n`).join('');
  // The new lines stand where the first server line stood; the others go.
  let placed = false;
  const newBody = body.replace(SERVER_LINE, () => {
    if (placed) return '';
    placed = true;
    return lines;
  });
  if (!LISTEN_LINE.test(template)) throw new Error('deploy/nginx.conf: no `listen 80;` line');
  if (!ACCESS_LOG_LINE.test(template)) throw new Error('deploy/nginx.conf: no `access_log /var/log/nginx/access.log …` line');
  const before = template.slice(0, block.index);
  const after = template.slice(block.index + block[0].length);
  return `${before}${block[1] ?? ''}${newBody}${block[3] ?? ''}${after}`
    .replace(LISTEN_LINE, `$1listen 127.0.0.1:${listenPort};`)
    .replace(ACCESS_LOG_LINE, (_, indent: string) => `${indent}access_log ${accessLog} `);
}

/** The shipped file, read now, with `localNginxConfig`'s changes. */
export function shippedSiteConfig(local: LocalNginx): string {
  return localNginxConfig(readFileSync(SHIPPED_NGINX_CONF, 'utf8'), local);
}

/**
 * The main configuration around the site file: what a container's or host's nginx.conf would give
 * (worker count, logs, temporary folders), here all inside `dir`, so nginx writes nowhere else.
 */
export function mainConfig(dir: string, siteFile: string, workerProcesses: number): string {
  const temp = (name: string) => `${name}_temp_path ${dir}/${name.replace('_', '-')};`;
  return [
    `worker_processes ${workerProcesses};`,
    `error_log ${dir}/error.log warn;`,
    'events { worker_connections 1024; }',
    'http {',
    `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}`,
    `  include ${siteFile};`,
    '}',
    '',
  ].join('\n');
}

/** The shipped upstream servers' fail_timeout in ms: how long nginx may leave a replica out after failures. */
export function shippedFailTimeoutMs(): number {
  const seconds = /fail_timeout=(\d+)s/.exec(readFileSync(SHIPPED_NGINX_CONF, 'utf8'))?.[1];
  if (seconds === undefined) throw new Error('deploy/nginx.conf: no fail_timeout=<n>s');
  return Number(seconds) * 1000;
}

/** What differs between deploy/static/nginx.conf's setting (a host) and nginx run by a test over an export. */
export interface LocalStaticNginx {
  /** Where it listens, on loopback. */
  readonly listenPort: number;
  /** The export's folder. */
  readonly root: string;
  /** The access log's file. */
  readonly accessLog: string;
}

/**
 * deploy/static/nginx.conf with only what differs on this machine changed: the listen port (on
 * loopback), the export's folder (`root` and the `include` of its _headers.nginx) and the access
 * log. Throws when the file no longer has that shape.
 */
export function localStaticConfig(template: string, { listenPort, root, accessLog }: LocalStaticNginx): string {
  for (const needed of ['listen 80;', `root ${SHIPPED_STATIC_ROOT};`, `include ${SHIPPED_STATIC_ROOT}/_headers.nginx;`, 'access_log /var/log/nginx/access.log;']) {
    if (!template.includes(needed)) throw new Error(`deploy/static/nginx.conf: no \`${needed}\` line`);
  }
  return template
    .replace('listen 80;', `listen 127.0.0.1:${listenPort};`)
    .replaceAll(SHIPPED_STATIC_ROOT, root)
    .replace('access_log /var/log/nginx/access.log;', `access_log ${accessLog};`);
}

/**
 * deploy/static/nginx.conf, read now, with `localStaticConfig`'s changes, after what a host's
 * nginx.conf gives its `http {}` block before conf.d: the types (Debian's mime.types, or the few an
 * export needs) and the default type.
 */
export function shippedStaticSiteConfig(local: LocalStaticNginx): string {
  const types = existsSync('/etc/nginx/mime.types')
    ? 'include /etc/nginx/mime.types;'
    : 'types { text/html html; text/css css; application/javascript js; application/json json; application/pdf pdf; image/svg+xml svg; image/png png; image/jpeg jpg; image/webp webp; image/avif avif; image/x-icon ico; font/woff2 woff2; application/xml xml; }';
  return `${types}\ndefault_type application/octet-stream;\n${localStaticConfig(readFileSync(SHIPPED_STATIC_NGINX_CONF, 'utf8'), local)}`;
}
