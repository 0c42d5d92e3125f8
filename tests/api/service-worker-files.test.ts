import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useClientApp } from './client-app';
import { useTestApp } from './test-app';

const ctx = useTestApp();

/** docs/decisions/038-service-worker.md: the worker and the manifest as the server sends them. */
describe('serving the service worker and the web app manifest', () => {
  const client = useClientApp(ctx, {
    'index.html': '<!doctype html><title>Rotation</title>',
    'sw.js': 'self.addEventListener("push", () => {});',
    'manifest.webmanifest': '{"name":"Rotation"}',
    'icons/icon-192.png': readFileSync(path.resolve('src/client/public/icons/icon-192.png')),
  });

  it('sends the worker as JavaScript, revalidated on every check, under a CSP that allows it', async () => {
    const response = await client.app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    // A cached worker would keep a deploy from being seen until the cache expired.
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(String(response.headers['content-security-policy'])).toContain("worker-src 'self'");
  });

  it('sends the manifest with its media type, revalidated, and the icons it names', async () => {
    const manifest = await client.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toBe('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(String(manifest.headers['content-security-policy'])).toContain("default-src 'self'");

    const icon = await client.app.inject({ method: 'GET', url: '/icons/icon-192.png' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
  });
});
