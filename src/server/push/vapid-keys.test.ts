import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveVapidKeys, vapidSubject } from './vapid-keys';

const dirs: string[] = [];
async function freshDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'rotation-vapid-'));
  dirs.push(dir);
  return path.join(dir, 'data');
}
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

describe('resolveVapidKeys', () => {
  it('uses the configured pair as it is', async () => {
    const pair = { publicKey: 'pub', privateKey: 'priv' };
    expect(await resolveVapidKeys(pair, await freshDir())).toBe(pair);
  });

  it('makes a pair once, keeps it readable only by its owner, and reads it on later starts', async () => {
    const dir = await freshDir();
    const first = await resolveVapidKeys(undefined, dir);
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(await resolveVapidKeys(undefined, dir)).toEqual(first);
    const stat = await fs.stat(path.join(dir, 'vapid-keys.json'));
    expect(stat.mode & 0o777).toBe(0o600);
    expect(await fs.readdir(dir)).toEqual(['vapid-keys.json']);
  });

  it('gives instances starting at once on a fresh folder the same pair', async () => {
    const dir = await freshDir();
    const pairs = await Promise.all(
      Array.from({ length: 8 }, () => resolveVapidKeys(undefined, dir)),
    );
    expect(new Set(pairs.map((pair) => pair.publicKey)).size).toBe(1);
  });
});

describe('vapidSubject', () => {
  it('is a mailto: of the sender address', () => {
    expect(vapidSubject('Rotation <no-reply@rotation.example>')).toBe(
      'mailto:no-reply@rotation.example',
    );
    expect(vapidSubject('alerts@rotation.example')).toBe('mailto:alerts@rotation.example');
  });
});
