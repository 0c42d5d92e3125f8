/**
 * Where images live. Keys are made by the server (`{userId}/{timestamp}-{random}.webp` and the like);
 * the driver decides how a key becomes a public URL. The local-disk driver is the default;
 * an S3-compatible driver arrives with the image pipeline.
 */
export type StoredObject = { key: string; lastModified: Date };

export interface Storage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when there is no such object. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** Every stored object, with when it was written (for the sweep of unused uploads). */
  list(): AsyncIterable<StoredObject>;
  /** The URL clients load the object from. */
  urlFor(key: string): string;
  /** The key behind a URL this driver issued, or null when the URL is not ours. */
  keyFor(url: string): string | null;
}

const KEY_CHARACTERS = /^[A-Za-z0-9_./-]+$/;

/**
 * A key in its one canonical spelling: path segments of letters, digits, `_`, `-` and `.`, none
 * empty or starting with a dot (so no `.` or `..`). `a//b` or `a/./b` would name the same file on
 * disk under another spelling, which the sweep of unused uploads would not recognise as used.
 */
export function isCanonicalKey(key: string): boolean {
  return (
    KEY_CHARACTERS.test(key) &&
    key.split('/').every((segment) => segment !== '' && !segment.startsWith('.'))
  );
}
