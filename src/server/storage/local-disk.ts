import fs from 'node:fs/promises';
import path from 'node:path';
import {
  isCanonicalKey,
  isPrivateKey,
  privateKeyFor,
  privateUrlFor,
  type Storage,
  type StoredObject,
} from './storage';

export const UPLOADS_URL_PREFIX = '/uploads/';
// put() writes here first, then renames into place, so a reader never sees half a file.
const TEMPORARY_SUFFIX = '.tmp';

/** The key of a finished object on disk: canonical, and not a temporary file being written. */
export function isFinishedKey(key: string): boolean {
  return isCanonicalKey(key) && !key.endsWith(TEMPORARY_SUFFIX);
}

/** Files under `${DATA_DIR}/uploads`, served by the app at /uploads/. */
export class LocalDiskStorage implements Storage {
  constructor(private readonly root: string) {}

  private pathFor(key: string): string {
    if (!isCanonicalKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.pathFor(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}${TEMPORARY_SUFFIX}`;
    await fs.writeFile(temporary, data);
    await fs.rename(temporary, file);
  }

  async get(key: string): Promise<Buffer | null> {
    return fs.readFile(this.pathFor(key)).catch(() => null);
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathFor(key), { force: true });
  }

  async *list(): AsyncIterable<StoredObject> {
    const entries = await fs
      .readdir(this.root, { recursive: true, withFileTypes: true })
      .catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const key = path.relative(this.root, file).split(path.sep).join('/');
      if (!isFinishedKey(key)) continue;
      const stat = await fs.stat(file).catch(() => null);
      if (!stat) continue; // deleted since the listing
      yield { key, lastModified: stat.mtime };
    }
  }

  urlFor(key: string): string {
    return isPrivateKey(key) ? privateUrlFor(key) : `${UPLOADS_URL_PREFIX}${key}`;
  }

  keyFor(url: string): string | null {
    if (!url.startsWith(UPLOADS_URL_PREFIX)) return privateKeyFor(url);
    const key = url.slice(UPLOADS_URL_PREFIX.length);
    return isCanonicalKey(key) && !isPrivateKey(key) ? key : null;
  }

  /** The app reads private objects from disk and sends them itself. */
  async signedUrlFor(): Promise<string | null> {
    return null;
  }

  async imageOrigins(): Promise<string[]> {
    return [];
  }
}
