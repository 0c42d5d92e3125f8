import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  isCanonicalKey,
  isPrivateKey,
  privateKeyFor,
  privateUrlFor,
  type Storage,
  type StoredObject,
} from './storage';

export type S3Options = {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /**
   * Where clients load public objects from, e.g. a CDN or the bucket's public URL, without a
   * trailing slash. Private objects (chat images) are read through presigned links instead.
   */
  publicUrl: string;
  /** Path-style addressing, which most self-hosted S3-compatible stores need. */
  forcePathStyle: boolean;
};

const YEAR_SECONDS = 365 * 24 * 60 * 60;
/** How long a presigned link to a private object works: long enough to load, too short to share. */
export const SIGNED_URL_SECONDS = 5 * 60;

/** Any S3-compatible store (AWS S3, R2, MinIO…), through the AWS SDK v3. */
export class S3Storage implements Storage {
  private readonly client: S3Client;

  constructor(private readonly options: S3Options) {
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    });
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        Body: data,
        ContentType: contentType,
        // Keys are unique per upload, so an object never changes.
        CacheControl: `public, max-age=${YEAR_SECONDS}, immutable`,
      }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key: key }),
      );
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey')
        return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
  }

  async *list(): AsyncIterable<StoredObject> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.options.bucket, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key && object.LastModified)
          yield { key: object.Key, lastModified: object.LastModified };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  urlFor(key: string): string {
    return isPrivateKey(key) ? privateUrlFor(key) : `${this.options.publicUrl}/${key}`;
  }

  keyFor(url: string): string | null {
    const prefix = `${this.options.publicUrl}/`;
    if (!url.startsWith(prefix)) return privateKeyFor(url);
    const key = url.slice(prefix.length);
    return isCanonicalKey(key) && !isPrivateKey(key) ? key : null;
  }

  /**
   * A presigned GET (signed with the server's credentials, so the bucket needs no public read for
   * it), answered with a private Cache-Control whatever the object was stored with.
   */
  async signedUrlFor(key: string): Promise<string> {
    return getSignedUrl(
      this.client,
      new GetObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        ResponseCacheControl: `private, max-age=${SIGNED_URL_SECONDS}`,
      }),
      { expiresIn: SIGNED_URL_SECONDS },
    );
  }

  /** The public URL's origin, and the origin presigned links point at (the S3 endpoint). */
  async imageOrigins(): Promise<string[]> {
    const signed = await this.signedUrlFor('chatimages/origin');
    return [...new Set([new URL(this.options.publicUrl).origin, new URL(signed).origin])];
  }
}
