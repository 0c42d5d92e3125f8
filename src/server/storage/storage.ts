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
