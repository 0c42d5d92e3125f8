import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every response: a CSP with no inline scripts, nosniff, no framing; and no
 * caching of API answers.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  publicUrl: string,
  /** Other origins images load from (an S3 bucket or CDN). */
  imageOrigins: string[] = [],
): Promise<void> {
  // Helmet's middleware, built once. (@fastify/helmet builds it again for every request, parsing
  // the CSP each time: 2% of an uncached feed request's CPU, docs/performance.md.)
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix primitives set style attributes and a scroll-lock <style>; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigins],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(publicUrl.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    strictTransportSecurity: publicUrl.startsWith('https:'),
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    // Headers set on the raw response go out with whatever Fastify sends.
    setSecurityHeaders(request.raw, reply.raw, () => done());
  });
  // API answers are for whoever asked (sessions, tokens, messages, e-mail addresses): no browser
  // or proxy cache keeps them, unless a route says otherwise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) {
      reply.header('Cache-Control', 'no-store');
    }
    done(null, payload);
  });
}

/**
 * Whether a request URL is under /api/ as the router sees it: the router percent-decodes the path
 * (`/%61pi/auth/user` reaches `/api/auth/user`), so the raw URL alone would let such a request
 * skip what is keyed on it.
 */
export function isApiPath(url: string): boolean {
  const rawPath = url.split('?')[0]!;
  let path = rawPath;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    // Malformed escapes: the router does not decode them either.
  }
  return path.startsWith('/api/');
}
