import type { FastifyInstance } from 'fastify';
import type { Database } from '@/server/db/client';
import { firstFeedThumbnails } from '@/server/listings/read-service';

/** About the first row of cards on a phone (two columns); more would compete with the app's code. */
const PRELOADED_PHOTOS = 2;

/**
 * A `Link` header on the home page's HTML that preloads the first cards' photos, so the browser
 * fetches them with the page instead of after the app's code and the feed's data (the largest
 * paint on arrival is one of them). Cards use only the thumbnail, so these are exactly the URLs
 * their images ask for. Registered before the static files, whose context inherits the hook.
 */
export function registerHomePreload(app: FastifyInstance, { db }: { db: Database }): void {
  // A callback, not an async function: every other answer passes through without a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    const isHomePage =
      request.method === 'GET' &&
      request.url === '/' &&
      reply.statusCode === 200 &&
      String(reply.getHeader('content-type')).startsWith('text/html');
    if (!isHomePage) return done(null, payload);
    firstFeedThumbnails(db, PRELOADED_PHOTOS).then(
      (urls) => {
        const links = urls
          // A URL that could break the header's syntax is left to load the usual way.
          .filter((url) => !/[<>,;\s]/.test(url))
          .map((url) => `<${url}>; rel=preload; as=image; fetchpriority=high`);
        if (links.length > 0) reply.header('Link', links.join(', '));
        done(null, payload);
      },
      (error: unknown) => {
        // The page works without it: log and answer the HTML as it is.
        request.log.warn({ err: error }, 'Could not read the photos to preload on the home page');
        done(null, payload);
      },
    );
  });
}
