import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '@/server/deps';
import { fixedPagesXml, sitemapFileStream, sitemapIndexXml } from './sitemap-service';
import { uuidRange } from './uuid-parts';

/** Crawlers come back often enough; a file a few minutes old loses nothing. */
const SITEMAP_CACHE_CONTROL = 'public, max-age=600';
/** More files than a billion rows would need: anything larger is not an address we gave out. */
const PARTS_MAX = 100_000;

const partNumber = (name: string) =>
  z.coerce
    .number(`${name} must be a whole number`)
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be 1 or more`)
    .max(PARTS_MAX, `${name} is too large`);

const partQuery = z
  .object({ part: partNumber('part'), of: partNumber('of') })
  .refine((query) => query.part <= query.of, { message: 'part must not be above of' });

const userKey = (name: string) => z.string().max(200, `${name} is not valid`).optional();
const profilesQuery = z.object({ from: userKey('from'), to: userKey('to') });

/** Sitemap files go out gzipped to a crawler that accepts it (they run to megabytes). */
function sendXml(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string | AsyncIterable<string>,
) {
  reply.type('application/xml; charset=utf-8').header('Cache-Control', SITEMAP_CACHE_CONTROL);
  reply.header('Vary', 'Accept-Encoding');
  if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    return reply.send(typeof body === 'string' ? body : Readable.from(body));
  }
  reply.header('Content-Encoding', 'gzip');
  return reply.send(Readable.from(typeof body === 'string' ? [body] : body).pipe(createGzip()));
}

/**
 * robots.txt and the sitemaps (docs/product.md, Sharing and search): every available listing,
 * open WTB request and profile with an available listing, for search engines.
 */
export const sitemapRoutes: FastifyPluginAsyncZod<Pick<AppDeps, 'db' | 'config'>> = async (
  app,
  { db, config },
) => {
  const { publicUrl } = config;

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', SITEMAP_CACHE_CONTROL)
      .send(
        [
          'User-agent: *',
          'Allow: /',
          // The API answers data, and these pages are a signed-in person's own.
          'Disallow: /api/',
          'Disallow: /admin',
          'Disallow: /notifications',
          'Disallow: /saved-searches',
          'Disallow: /favourites',
          '',
          `Sitemap: ${publicUrl}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );

  app.get('/sitemap.xml', async (request, reply) =>
    sendXml(request, reply, await sitemapIndexXml(db, publicUrl)),
  );

  app.get('/sitemaps/pages.xml', async (request, reply) =>
    sendXml(request, reply, fixedPagesXml(publicUrl)),
  );

  for (const kind of ['listings', 'wtb'] as const) {
    app.get(
      `/sitemaps/${kind}.xml`,
      { schema: { querystring: partQuery } },
      async (request, reply) => {
        const range = uuidRange(request.query.part, request.query.of);
        return sendXml(request, reply, await sitemapFileStream(db, publicUrl, kind, range));
      },
    );
  }

  app.get(
    '/sitemaps/profiles.xml',
    { schema: { querystring: profilesQuery } },
    async (request, reply) => {
      const range = { from: request.query.from ?? '', to: request.query.to ?? null };
      return sendXml(request, reply, await sitemapFileStream(db, publicUrl, 'profiles', range));
    },
  );
};
