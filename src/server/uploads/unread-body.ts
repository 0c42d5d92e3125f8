import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * An upload answered before its body has arrived (refused by the upload guard or the allowance,
 * a wrong field, a file over the cap, no session) must still reach its client as an answer.
 * Node closes the connection right after the answer when it will not be reused (the client sent
 * `Connection: close`, as proxies and scripts do, or the server is shutting down); a client
 * still sending then has its connection reset under it and reads EPIPE or ECONNRESET instead of
 * the answer. So what is left of the body is read and dropped (never buffered), and:
 *
 * - on a connection that stays open (every browser's), the answer goes at once and the rest of
 *   the body is dropped after it, so the connection can be reused;
 * - on one that closes with the answer, the answer waits until the client has sent its body, so
 *   the connection only closes once the client has stopped sending.
 *
 * Either way no more than `maxBytes` is read: past that the client is sending more than any
 * upload may be, and its connection is closed (or not waited for, when it says so up front).
 *
 * Resolves when the answer may be sent.
 */
export function settleUnreadBody(
  request: FastifyRequest,
  reply: FastifyReply,
  maxBytes: number,
): Promise<void> {
  const raw = request.raw;
  if (raw.complete || raw.destroyed) return Promise.resolve();
  // The multipart parser may still be attached; what it has not read is nobody's now.
  raw.unpipe();
  const declared = Number(raw.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    reply.header('connection', 'close');
    raw.resume();
    return Promise.resolve();
  }
  let dropped = 0;
  raw.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > maxBytes) raw.destroy();
  });
  const ended = new Promise<void>((resolve) => {
    raw.once('end', resolve);
    raw.once('close', resolve);
    raw.once('error', () => resolve());
  });
  raw.resume();
  return keepsConnection(reply) ? Promise.resolve() : ended;
}

/** Whether the connection stays open after this answer (HTTP keep-alive). */
function keepsConnection(reply: FastifyReply): boolean {
  const connection = String(reply.getHeader('connection') ?? '');
  return reply.raw.shouldKeepAlive && !/\bclose\b/i.test(connection);
}
