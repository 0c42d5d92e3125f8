/**
 * Where images live. Keys are made by the server (`{userId}/{timestamp}-{random}.webp` and the like);
 * the driver decides how a key becomes a public URL. The local-disk driver is the default;
 * the S3 driver serves any S3-compatible store.
 */
export type StoredObject = { key: string; lastModified: Date };

export interface Storage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when there is no such object. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** Every stored object, with when it was written (for the sweep of unused uploads). */
  list(): AsyncIterable<StoredObject>;
  /** The URL clients load the object from (for a private key, the app's participant route). */
  urlFor(key: string): string;
  /** The key behind a URL this driver issued, or null when the URL is not ours. */
  keyFor(url: string): string | null;
  /**
   * A short-lived URL that reads a private object straight from the store, or null when the
   * driver has none (the app then sends the bytes itself).
   */
  signedUrlFor(key: string): Promise<string | null>;
  /** Origins other than the app's own that browsers load this driver's images from (for the CSP). */
  imageOrigins(): Promise<string[]>;
}

/**
 * Chat images are private: only the conversation's two participants may see them. Their URL is
 * the app's route `/api/{key}`, which checks the session and the participant; they are never
 * served from /uploads or a public bucket URL. Listing and profile images stay public.
 */
const PRIVATE_PREFIX = 'chatimages/';
export const PRIVATE_URL_PREFIX = '/api/';

export function isPrivateKey(key: string): boolean {
  return key.startsWith(PRIVATE_PREFIX);
}

/** The participant route's URL for a private key. */
export function privateUrlFor(key: string): string {
  return `${PRIVATE_URL_PREFIX}${key}`;
}

/** The private key behind a participant-route URL, or null for any other URL. */
export function privateKeyFor(url: string): string | null {
  if (!url.startsWith(PRIVATE_URL_PREFIX)) return null;
  const key = url.slice(PRIVATE_URL_PREFIX.length);
  return isPrivateKey(key) && isCanonicalKey(key) ? key : null;
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
