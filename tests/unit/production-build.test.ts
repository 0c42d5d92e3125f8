import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const outDir = path.join(os.tmpdir(), `rotation-build-${process.pid}`);
const assets = path.join(outDir, 'assets');

// `NODE_ENV=development npm start` used to build React's development runtime, which failed
// the size budget and so never started the server.
beforeAll(async () => {
  await run(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--outDir', outDir, '--logLevel', 'error'],
    { env: { ...process.env, NODE_ENV: 'development' } },
  );
}, 120_000);

afterAll(() => fs.rm(outDir, { recursive: true, force: true }));

describe('the client build', () => {
  it('is the production bundle even when NODE_ENV is development', async () => {
    const scripts = (await fs.readdir(assets)).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const name of scripts) {
      // jsxDEV is what React's development JSX runtime calls; production calls jsx.
      expect(await fs.readFile(path.join(assets, name), 'utf8')).not.toContain('jsxDEV');
    }
  });

  // docs/decisions/051-password-strength.md: a quarter of a megabyte only new passwords need.
  it("keeps zxcvbn's dictionaries in a chunk of their own, out of the service worker's precache", async () => {
    const names = await fs.readdir(assets);
    const checker = names.filter((name) => /^password-strength-[\w-]+\.js$/.test(name));
    expect(checker).toHaveLength(1);
    const code = await fs.readFile(path.join(assets, checker[0]!), 'utf8');
    expect(code).toContain('qwerty'); // the common-password list
    // Only the code behind the sign-up and reset forms refers to it, and only with import().
    for (const name of names.filter((n) => n.endsWith('.js') && n !== checker[0])) {
      const source = await fs.readFile(path.join(assets, name), 'utf8');
      expect(source, name).not.toContain('qwerty');
    }
    const worker = await fs.readFile(path.join(outDir, 'sw.js'), 'utf8');
    expect(worker).not.toContain('password-strength-');
    // The rest of the code is precached, the page with the reset form included.
    expect(worker).toMatch(/reset-password-page-[\w-]+\.js/);
  });
});
