import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** No upload takes this long: what is older is left over from a crash. */
const STALE_AFTER_MS = 60 * 60 * 1000;

/**
 * Streams `file` to a new file in `dir` and hands its path to `use`; the file is removed
 * afterwards whatever happens (success, refusal, the client going away mid-upload). An upload on
 * disk instead of in memory: a server receiving many large files at once keeps a flat footprint.
 */
export async function withTempFile<T>(
  file: Readable,
  dir: string,
  use: (filePath: string) => Promise<T>,
): Promise<T> {
  await fs.mkdir(dir, { recursive: true });
  const filePath = path.join(dir, `${randomUUID()}.upload`);
  try {
    await pipeline(file, createWriteStream(filePath, { flags: 'wx' }));
    return await use(filePath);
  } finally {
    await fs.rm(filePath, { force: true });
  }
}

/** Removes temporary uploads a crashed process left behind (at start; recent ones may be live). */
export async function removeStaleTempFiles(dir: string, now = Date.now()): Promise<void> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const stat = await fs.stat(file).catch(() => null);
      if (stat && now - stat.mtimeMs > STALE_AFTER_MS) await fs.rm(file, { force: true });
    }),
  );
}
