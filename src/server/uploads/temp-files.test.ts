import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeStaleTempFiles, withTempFile } from './temp-files';

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'rotation-temp-files-'));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe('withTempFile', () => {
  it('hands over a file holding the stream, and removes it afterwards', async () => {
    const seen = await withTempFile(
      Readable.from([Buffer.from('ab'), Buffer.from('c')]),
      dir,
      (file) => fs.readFile(file, 'utf8'),
    );
    expect(seen).toBe('abc');
    expect(await fs.readdir(dir)).toEqual([]);
  });

  it('removes the file when the work fails and when the stream breaks off', async () => {
    await expect(
      withTempFile(Readable.from([Buffer.from('x')]), dir, async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    // Breaks off once it is being written, as a request does when the client goes away.
    const broken = new Readable({
      read() {
        this.push(Buffer.from('partial'));
        this.destroy(new Error('client went away'));
      },
    });
    const work = withTempFile(broken, dir, async () => 'never');
    await expect(work).rejects.toThrow('client went away');
    expect(await fs.readdir(dir)).toEqual([]);
  });
});

describe('removeStaleTempFiles', () => {
  it('removes files older than an hour and keeps recent ones (an upload may be running)', async () => {
    await fs.writeFile(path.join(dir, 'old.upload'), 'x');
    await fs.writeFile(path.join(dir, 'new.upload'), 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await fs.utimes(path.join(dir, 'old.upload'), twoHoursAgo, twoHoursAgo);
    await removeStaleTempFiles(dir);
    expect(await fs.readdir(dir)).toEqual(['new.upload']);
    await removeStaleTempFiles(path.join(dir, 'missing'));
  });
});
