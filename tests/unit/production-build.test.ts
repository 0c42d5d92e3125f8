import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const outDir = path.join(os.tmpdir(), `rotation-build-${process.pid}`);

afterAll(() => fs.rm(outDir, { recursive: true, force: true }));

describe('the client build', () => {
  // `NODE_ENV=development npm start` used to build React's development runtime, which failed
  // the size budget and so never started the server.
  it('is the production bundle even when NODE_ENV is development', async () => {
    await run(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--outDir', outDir, '--logLevel', 'error'],
      { env: { ...process.env, NODE_ENV: 'development' } },
    );
    const assets = path.join(outDir, 'assets');
    const scripts = (await fs.readdir(assets)).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const name of scripts) {
      // jsxDEV is what React's development JSX runtime calls; production calls jsx.
      expect(await fs.readFile(path.join(assets, name), 'utf8')).not.toContain('jsxDEV');
    }
  }, 120_000);
});
