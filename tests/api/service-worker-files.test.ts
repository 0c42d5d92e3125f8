import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { useTestApp } from './test-app';

const ctx = useTestApp();

/** docs/decisions/038-service-worker.md: the worker and the manifest as the server sends them. */
describe('serving the service worker and the web app manifest', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let root: string;

  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'rotation-pwa-'));
    const clientDir = path.join(root, 'client');
    await fs.mkdir(path.join(clientDir, 'icons'), { recursive: true });
    await fs.writeFile(
      path.join(clientDir, 'index.html'),
      '<!doctype html><title>Rotation</title>',
    );
    await fs.writeFile(path.join(clientDir, 'sw.js'), 'self.addEventListener("push", () => {});');
    await fs.writeFile(path.join(clientDir, 'manifest.webmanifest'), '{"name":"Rotation"}');
    await fs.copyFile(
      path.resolve('src/client/public/icons/icon-192.png'),
      path.join(clientDir, 'icons', 'icon-192.png'),
    );
    const config = {
      ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: path.join(root, 'data') }),
      clientDir,
    };
    app = await buildApp({ config, db: ctx.db });
  });

  afterAll(async () => {
    await app.close();
    await fs.rm(root, { recursive: true, force: true });
  });

  it('sends the worker as JavaScript, revalidated on every check, under a CSP that allows it', async () => {
    const response = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    // A cached worker would keep a deploy from being seen until the cache expired.
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(String(response.headers['content-security-policy'])).toContain("worker-src 'self'");
  });

  it('sends the manifest with its media type, revalidated, and the icons it names', async () => {
    const manifest = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toBe('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(String(manifest.headers['content-security-policy'])).toContain("default-src 'self'");

    const icon = await app.inject({ method: 'GET', url: '/icons/icon-192.png' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
  });
});
