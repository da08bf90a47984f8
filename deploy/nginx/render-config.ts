import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Renders nupe-music.conf.template into a complete nginx.conf in a temp folder, so the
 * tests and benchmarks run nginx with exactly the configuration we ship. With
 * `directListen`, a second server serves the media folder itself (the benchmark baseline).
 */
export function renderNginxConfig(opts: {
  listen: string;
  /** One app instance, or several (nginx spreads requests over them). */
  appUpstream: string | string[];
  /** DATA_DIR/media for STORAGE=disk; null with media in a bucket (the disk-media lines go). */
  mediaRoot: string | null;
  directListen?: string;
}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'nupe-nginx-'));
  for (const d of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, d));
  const mediaRoot = opts.mediaRoot?.replace(/\/?$/, '/') ?? null;
  const placeholders: Record<string, string> = {
    LISTEN: opts.listen,
    APP_SERVERS: [opts.appUpstream]
      .flat()
      .map((address) => `server ${address} max_fails=1 fail_timeout=5s;`)
      .join('\n    '),
    MEDIA_ROOT: mediaRoot ?? '',
    CACHE_DIR: path.join(dir, 'media-auth-cache'),
  };
  const template = readFileSync(path.join(import.meta.dirname, 'nupe-music.conf.template'), 'utf8');
  const kept = mediaRoot ? template : template.replace(/^\s*# disk-media:begin[\s\S]*?# disk-media:end\n/gm, '');
  // Placeholders are filled in directives only; the comments keep naming them.
  const site = kept
    .split('\n')
    .map((line) =>
      /^\s*#/.test(line)
        ? line
        : line.replace(/\$\{([A-Z_]+)\}/g, (_, name: string) => {
            const value = placeholders[name];
            if (value === undefined) throw new Error(`nupe-music.conf.template: unknown placeholder \${${name}}`);
            return value;
          }),
    )
    .join('\n');
  writeFileSync(path.join(dir, 'site.conf'), site);
  const direct =
    opts.directListen && mediaRoot
      ? // The same sending settings as the shipped server block, so the comparison is fair.
        `server { listen ${opts.directListen}; sendfile on; tcp_nopush on; open_file_cache max=10000 inactive=60s; open_file_cache_valid 30s; location /direct/ { alias ${mediaRoot}; } }`
      : '';
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `user root;
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/site.conf;
  ${direct}
}
`,
  );
  return { dir, conf: path.join(dir, 'nginx.conf') };
}

export const NGINX_BIN = '/usr/sbin/nginx';

/** Starts nginx in the foreground with a rendered config; returns a stop function. */
export async function startNginx(conf: string, readyUrl: string) {
  execFileSync(NGINX_BIN, ['-t', '-c', conf], { stdio: 'pipe' });
  const child = spawn(NGINX_BIN, ['-c', conf], { stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(readyUrl);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGQUIT');
      setTimeout(() => child.kill('SIGKILL'), 3000).unref();
    });
}
