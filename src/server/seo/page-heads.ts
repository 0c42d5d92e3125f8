import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '@/server/deps';
import { carriesCredentials } from '@/server/http/credentials';
import { markPublicRead } from '@/server/http/etag';
import { sendHtmlBody } from '@/server/http/send-body';
import {
  drawFirstScreen,
  DrawingBusy,
  loadFirstScreenRenderer,
} from '@/server/render/first-screen';
import { PROFILE_IMAGE_SIZE_PX } from '@/shared/constants';
import { renderHeadTags, type PageHead } from './head-tags';
import { fillTemplate, splitTemplate, startAfterPaint } from './html-template';
import { listingHead, notFoundHead, profileHead, siteHead, wtbHead } from './page-head-content';
import { firstPhotoPreload } from './photo-preload';
import { findListingHead, findProfileHead, findWtbHead } from './repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const USERNAME = /^[A-Za-z0-9]{3,20}$/;
/** Not part of the API description: these are the app's pages. */
const PAGE = { schema: { hide: true } };

type Params = { id: string; username: string };

/**
 * The app's shareable pages answer the built index.html with a head of their own, filled from the
 * database, so link previews and search engines read them without running JavaScript (decision
 * 037). An unknown id answers 404 with a not-found head, and still the app. Without a built
 * client there is nothing to fill, and the pages are left to the not-found handler.
 */
export async function pageHeadRoutes(
  app: FastifyInstance,
  { config, db, storage, pageCache }: Pick<AppDeps, 'config' | 'db' | 'storage' | 'pageCache'>,
): Promise<void> {
  const file = path.join(config.clientDir, 'index.html');
  if (!fs.existsSync(file)) return;
  // Read once: a new build comes with a restart.
  const template = splitTemplate(await fs.promises.readFile(file, 'utf8'));
  const { publicUrl } = config;
  const renderer = await loadFirstScreenRenderer(config.renderDir);
  const drawnTemplate = startAfterPaint(template);

  /** A page's head in the app's index.html: shared caches may keep a visitor's (markPublicRead). */
  const send = (request: FastifyRequest, reply: FastifyReply, head: PageHead, status = 200) => {
    if (status === 200) markPublicRead(request, reply);
    else reply.header('Cache-Control', 'no-cache');
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .send(fillTemplate(template, renderHeadTags(head)));
  };
  /**
   * A page the server draws for a visitor (decision 042); with credentials, the plain app. Drawn
   * pages are kept in the feed's micro-cache, cleared with it by any change to the listings.
   */
  const sendDrawn = async (request: FastifyRequest, reply: FastifyReply, head: PageHead) => {
    if (!renderer || carriesCredentials(request.headers)) return send(request, reply, head);
    try {
      const page = await pageCache.get(`page ${request.url}`, async () => {
        const firstScreen = await drawFirstScreen(app, renderer, request);
        const page = firstScreen ? drawnTemplate : template;
        return fillTemplate(page, renderHeadTags(head), firstScreen);
      });
      markPublicRead(request, reply);
      return sendHtmlBody(request, reply, page);
    } catch (error) {
      if (error instanceof DrawingBusy) return send(request, reply, head);
      throw error;
    }
  };
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    send(request, reply, notFoundHead(publicUrl, request.url.split('?')[0]!), 404);

  for (const page of ['/', '/wtb'] as const) {
    app.get(page, PAGE, (request, reply) => sendDrawn(request, reply, siteHead(publicUrl, page)));
  }
  app.get('/about', PAGE, (request, reply) => send(request, reply, siteHead(publicUrl, '/about')));

  app.get<{ Params: Params }>('/listing/:id', PAGE, async (request, reply) => {
    const row = UUID.test(request.params.id) ? await findListingHead(db, request.params.id) : null;
    if (!row) return notFound(request, reply);
    const preload = row.photos?.[0] && firstPhotoPreload(row.photos[0]);
    if (preload) reply.header('Link', preload);
    return sendDrawn(request, reply, listingHead(publicUrl, row));
  });

  app.get<{ Params: Params }>('/wtb/:id', PAGE, async (request, reply) => {
    const row = UUID.test(request.params.id) ? await findWtbHead(db, request.params.id) : null;
    return row ? send(request, reply, wtbHead(publicUrl, row)) : notFound(request, reply);
  });

  app.get<{ Params: Params }>('/profile/:username', PAGE, async (request, reply) => {
    const { username } = request.params;
    const row = USERNAME.test(username) ? await findProfileHead(db, username) : null;
    if (!row) return notFound(request, reply);
    // Pictures Rotation stored are square at a known size (docs/product.md, Profile pictures).
    const ownPicture = row.profileImageUrl && storage.keyFor(row.profileImageUrl) !== null;
    return send(
      request,
      reply,
      profileHead(publicUrl, row, ownPicture ? PROFILE_IMAGE_SIZE_PX : null),
    );
  });
}
