/**
 * After `vite build`: writes .br and .gz beside every compressible file of dist/client (the server
 * sends them as they are, with no compression work per request), then prints the gzipped size of
 * the JavaScript a first visit loads and fails the build when it passes the budget.
 * `--no-budget` (what `npm start` uses) only reports the size: the budget is for `npm run build`
 * and the tests, and never keeps a server from starting.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const CLIENT_DIR = path.resolve('dist/client');
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
// 100 kB as the bench and docs/performance.md count it: 1 kB = 1,000 bytes, gzip level 9.
const INITIAL_JS_BUDGET_BYTES = 100_000;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

async function compressAll(): Promise<number> {
  let count = 0;
  for await (const file of walk(CLIENT_DIR)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const data = await fs.readFile(file);
    const [br, gz] = await Promise.all([
      brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip(data, { level: 9 }),
    ]);
    await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
    count += 1;
  }
  return count;
}

/** Scripts and module preloads named by index.html: what the browser fetches before the first render. */
export async function initialScripts(clientDir: string): Promise<string[]> {
  const html = await fs.readFile(path.join(clientDir, 'index.html'), 'utf8');
  const urls = [
    ...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => match[1]!);
  return [...new Set(urls)].map((url) => path.join(clientDir, url.replace(/^\//, '')));
}

async function main(): Promise<void> {
  const count = await compressAll();
  let total = 0;
  for (const file of await initialScripts(CLIENT_DIR)) {
    total += (await fs.stat(`${file}.gz`)).size;
  }
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  console.log(`Precompressed ${count} files (brotli and gzip).`);
  console.log(`Initial JavaScript: ${kb(total)} gzipped (budget ${kb(INITIAL_JS_BUDGET_BYTES)}).`);
  if (total > INITIAL_JS_BUDGET_BYTES && !process.argv.includes('--no-budget')) {
    console.error('The initial JavaScript is over budget: split a route or drop a dependency.');
    process.exit(1);
  }
}

await main();
