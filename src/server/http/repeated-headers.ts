import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';

/** Headers node:http writes itself for each response: never repeated from an earlier one. */
export const PER_RESPONSE = ['content-length', 'date', 'connection', 'keep-alive'] as const;

/**
 * The headers the framework sent with a reply, less those named in `leftOut`: what a later answer
 * given from node:http (HotAnswers, DirectReads) repeats.
 */
export function repeatableHeaders(
  reply: FastifyReply,
  leftOut: ReadonlySet<string>,
): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined && !leftOut.has(name)) headers[name] = value;
  }
  return headers;
}
