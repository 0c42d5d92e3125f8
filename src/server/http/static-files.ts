import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isFinishedKey, UPLOADS_URL_PREFIX } from '@/server/storage/local-disk';
import { isPrivateKey } from '@/server/storage/storage';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Only finished public objects: never the half-written file a put is renaming into place, a
 * dotfile, or a chat image (those go to the conversation's participants only, through /api).
 */
function isServableUpload(pathName: string): boolean {
  // `pathName` is the decoded path after the prefix, with a leading slash.
  const key = pathName.replace(/^\//, '');
  return isFinishedKey(key) && !isPrivateKey(key);
}

/**
 * Serves the built client (hashed assets cached for a year, precompressed .br/.gz when the build
 * wrote them, index.html always revalidated) and locally stored uploads (keys are unique, so immutable).
 * Returns whether a built client exists, for the SPA fallback.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  options: { clientDir: string; uploadsDir: string },
): Promise<boolean> {
  fs.mkdirSync(options.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.uploadsDir,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    // Anything else answers 404, like a file that is not there.
    allowedPath: isServableUpload,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (res) => res.header('Cache-Control', `public, max-age=${YEAR_SECONDS}, immutable`),
  });

  const hasClient = fs.existsSync(path.join(options.clientDir, 'index.html'));
  if (!hasClient) return false;
  await app.register(fastifyStatic, {
    root: options.clientDir,
    prefix: '/',
    preCompressed: true,
    index: ['index.html'],
    wildcard: true,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header(
        'Cache-Control',
        hashed ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache',
      );
    },
  });
  return true;
}
