import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FirstScreen, RenderFirstScreen } from '@/shared/first-screen';

/**
 * Pages drawn at once by one instance. A page costs about 9 ms of CPU (docs/performance.md): a
 * burst of addresses nobody asked for a moment ago (each search is one) would otherwise queue
 * every request behind them. Past this, visitors get the plain app, which draws itself.
 */
const MAX_DRAWING = 4;
let drawing = 0;

/** Thrown instead of drawing when MAX_DRAWING pages are being drawn: send the plain app. */
export class DrawingBusy extends Error {
  constructor() {
    super('Drawing as many pages as it may; sending the plain app');
  }
}

/** Statuses a Response may not carry a body with. */
const NO_BODY = new Set([204, 304]);

/**
 * The built renderer of a visitor's first screen (decision 042), or null without one (the dev
 * server, tests that serve a client of their own): the pages are then the plain app.
 */
export async function loadFirstScreenRenderer(
  renderDir: string,
): Promise<RenderFirstScreen | null> {
  const file = path.join(renderDir, 'first-screen.js');
  if (!fs.existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as {
    renderFirstScreen: RenderFirstScreen;
  };
  return module.renderFirstScreen;
}

/**
 * The API answering the renderer's requests in-process, as the visitor it draws for: their
 * address (rate limits count them), no cookie, and the answers the browser would get.
 */
function inProcessApi(app: FastifyInstance, request: FastifyRequest): typeof fetch {
  return async (input, init) => {
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: String(input),
      headers: { accept: 'application/json' },
      remoteAddress: request.ip,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    const body = NO_BODY.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload);
    return new Response(body, { status: answer.statusCode, headers });
  };
}

/**
 * The page at the request's address as the server draws it for a visitor, or null: for pages
 * the renderer does not draw, and when drawing fails (logged; the plain app still works); throws
 * DrawingBusy when it may not draw now (nothing to keep: the next request may). The
 * caller asks only for requests without credentials: a member's page depends on who they are.
 */
export async function drawFirstScreen(
  app: FastifyInstance,
  render: RenderFirstScreen | null,
  request: FastifyRequest,
): Promise<FirstScreen | null> {
  if (!render) return null;
  if (drawing >= MAX_DRAWING) throw new DrawingBusy();
  const queryAt = request.url.indexOf('?');
  drawing += 1;
  try {
    return await render({
      path: queryAt < 0 ? request.url : request.url.slice(0, queryAt),
      search: queryAt < 0 ? '' : request.url.slice(queryAt),
      api: inProcessApi(app, request),
    });
  } catch (error) {
    request.log.error({ err: error }, 'Could not draw the first screen; sending the plain app');
    return null;
  } finally {
    drawing -= 1;
  }
}
