/**
 * nginx in front of the bench's servers, started from the deployment's own configuration
 * (deploy/nginx.conf, docs/deploy.md) with the bench's ports and folders, and one more server
 * block serving a static file: what nginx's cached answers are held against.
 */
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@/server/db/embedded';
import { ROOT, startChild, waitForHttp } from './bench-processes';
import type { BenchServer, FixedAnswer } from './bench-servers';

export const NGINX = '/usr/sbin/nginx';
export const DEPLOY_CONFIG = path.join(ROOT, 'deploy/nginx.conf');

export const nginxInstalled = () => existsSync(NGINX);

export type NginxPlace = {
  /** nginx's folder: its configuration, pid, cache, temporary files and the static file. */
  prefix: string;
  /** Who the workers run as when nginx starts as root (deploy/nginx.conf says www-data). */
  user: string;
  proxyPort: number;
  staticPort: number;
  /** The instances behind it, as host:port. */
  upstreams: string[];
  /** Headers the static file is served with besides nginx's own (the app's answer's). */
  staticHeaders: Record<string, string>;
};

/** The static file's name under `prefix`/static. */
const STATIC_FILE = 'answer';

/**
 * `text` with the one match of `pattern` replaced: an edit to deploy/nginx.conf that the bench no
 * longer recognises stops it instead of measuring another configuration.
 */
function replaceOnce(text: string, pattern: RegExp, by: string): string {
  const matches = text.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`));
  if (matches?.length !== 1) {
    throw new Error(
      `deploy/nginx.conf: expected one line matching ${pattern}, found ${matches?.length ?? 0}`,
    );
  }
  return text.replace(pattern, by);
}

/** A value for an nginx configuration string in double quotes. */
function quoted(value: string): string {
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/** The headers nginx writes itself, or which describe one connection or one response. */
const NGINX_OWN = new Set([
  'content-type',
  'content-length',
  'date',
  'server',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'x-cache-status',
]);

/** The static file's server block: the same bytes with the same headers, from disk. */
function staticServer(place: NginxPlace): string {
  const added = Object.entries(place.staticHeaders)
    // nginx would read `$…` as a variable; no header of ours has one.
    .filter(([name, value]) => !NGINX_OWN.has(name) && !value.includes('$'))
    .map(([name, value]) => `            add_header ${name} ${quoted(value)};`);
  const type = place.staticHeaders['content-type'] ?? 'application/octet-stream';
  return `
    # The bench's baseline: nginx sending a file of the cached answer's bytes and headers.
    server {
        listen 127.0.0.1:${place.staticPort};
        root ${place.prefix}/static;
        # The app's ETag is among the headers added.
        etag off;
        location = / {
            default_type ${quoted(type)};
            try_files /${STATIC_FILE} =404;
${added.join('\n')}
        }
    }
`;
}

/** deploy/nginx.conf's text made to run here: the bench's ports, folders, upstreams and baseline. */
export function benchNginxConfig(deployConfig: string, place: NginxPlace): string {
  const { prefix } = place;
  let text = deployConfig;
  text = replaceOnce(text, /^user www-data;$/m, `user ${place.user};`);
  text = replaceOnce(text, /^error_log \S+/m, 'error_log stderr');
  // Like the app's log (bench-servers.ts): written, to /dev/null.
  text = replaceOnce(text, /^(\s*)access_log \S+;$/m, '$1access_log /dev/null;');
  text = replaceOnce(text, /\/var\/cache\/nginx\/rotation/, `${prefix}/cache`);
  text = replaceOnce(text, /^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${place.proxyPort};`);
  const servers = place.upstreams.map((address) => `server ${address};`);
  text = replaceOnce(text, /^(\s*)server 127\.0\.0\.1:3001;$/m, `$1${servers.join('\n$1')}`);
  text = replaceOnce(text, /^\s*server 127\.0\.0\.1:3002;\n/m, '');
  // Request bodies and buffered answers under the prefix too (nginx's defaults are under /var).
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `    ${kind}_temp_path ${prefix}/temp/${kind};`)
    .join('\n');
  text = replaceOnce(text, /^http \{$/m, `http {\n${temp}`);
  // The baseline's server block, last in the http block (the file's last brace).
  const end = text.lastIndexOf('}');
  if (end < 0) throw new Error('deploy/nginx.conf: no http block');
  return `${text.slice(0, end)}${staticServer(place)}${text.slice(end)}`;
}

export type BenchNginx = { proxy: BenchServer; static: BenchServer; configFile: string };

/**
 * nginx (master and workers, in a process group of their own) in front of `upstreams`, on two free
 * ports: the deployment's configuration, and the static file of `answer`'s bytes.
 */
export async function startNginx(
  prefix: string,
  upstreams: Pick<BenchServer, 'base'>[],
  answer: FixedAnswer,
): Promise<BenchNginx> {
  await fs.mkdir(path.join(prefix, 'static'), { recursive: true });
  await fs.mkdir(path.join(prefix, 'temp'), { recursive: true });
  await fs.writeFile(path.join(prefix, 'static', STATIC_FILE), answer.body);
  const place: NginxPlace = {
    prefix,
    user: os.userInfo().username,
    proxyPort: await freePort(),
    staticPort: await freePort(),
    upstreams: upstreams.map((server) => new URL(server.base).host),
    staticHeaders: answer.headers,
  };
  const configFile = path.join(prefix, 'nginx.conf');
  await fs.writeFile(configFile, benchNginxConfig(await fs.readFile(DEPLOY_CONFIG, 'utf8'), place));
  const child = startChild(
    'nginx',
    NGINX,
    ['-p', prefix, '-c', configFile, '-g', `daemon off; pid ${prefix}/nginx.pid;`],
    { cwd: prefix, env: process.env, ownGroup: true },
  );
  const proxy = { child, base: `http://127.0.0.1:${place.proxyPort}` };
  const statics = { child, base: `http://127.0.0.1:${place.staticPort}` };
  await waitForHttp(child, `${statics.base}/`);
  await waitForHttp(child, `${proxy.base}/api/health`);
  return { proxy, static: statics, configFile };
}
