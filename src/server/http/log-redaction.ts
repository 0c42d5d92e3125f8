import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a secret: e-mailed tokens, OAuth codes and their state. */
const SECRET_PARAMS = new Set([
  'token',
  'code',
  'state',
  'access_token',
  'refresh_token',
  'id_token',
]);
/** Path segments that are a secret: the token in Better Auth's reset link. */
const SECRET_PATH = /(\/reset-password\/)[^/?#]+/g;
const REDACTED = '[redacted]';
const BASE = 'http://redact.invalid';

/**
 * The URL with its secrets replaced, for logs: whoever reads the logs (an operator, a log
 * service) must not be able to reset a password, verify an address or finish an OAuth sign-in.
 * Takes a request URL (`/path?query`) or an absolute link, and gives back the same kind.
 */
export function redactUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url, BASE);
  } catch {
    return REDACTED;
  }
  let path = parsed.pathname;
  try {
    // The router decodes the path, so an encoded reset link still reaches its route.
    path = decodeURIComponent(path);
  } catch {
    // Malformed escapes stay as they are; the pattern below still applies.
  }
  path = path.replace(SECRET_PATH, `$1${REDACTED}`);
  for (const name of [...parsed.searchParams.keys()]) {
    if (SECRET_PARAMS.has(name.toLowerCase())) parsed.searchParams.set(name, REDACTED);
  }
  const rest = `${path}${parsed.search}`;
  return url.startsWith('/') ? rest : `${parsed.origin}${rest}`;
}

/**
 * Fastify's request log entry (the same fields as its default serializer) with a redacted URL.
 * Request bodies are never logged, so tokens sent in a body stay out already.
 */
export const requestLogSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};
