import type { FastifyInstance } from 'fastify';

/** Requests in flight get this long to finish once a stop is asked for (load balancers and
 * orchestrators commonly allow 30 s between SIGTERM and SIGKILL). */
export const SHUTDOWN_GRACE_MS = 25_000;

/**
 * A stop in order: the server stops accepting connections and closes idle keep-alive ones;
 * preClose ends the live streams with a retry hint (they never end on their own); requests in
 * flight finish, for up to `graceMs`, after which their connections are cut; then the onClose
 * hooks stop background work (the upload sweep). The database goes after this, in main.ts.
 */
export async function closeGracefully(
  app: FastifyInstance,
  graceMs = SHUTDOWN_GRACE_MS,
): Promise<void> {
  const cut = setTimeout(() => {
    app.log.warn(`Requests still running after ${graceMs / 1000} s: closing their connections.`);
    app.server.closeAllConnections();
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}
