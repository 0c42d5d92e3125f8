import { z } from 'zod';
import { invalidCursor } from '@/server/http/cursor';
import type { QueueCursor } from './queue-repository';

const cursorSchema = z.tuple([
  z.number().int().positive(),
  z.iso.datetime(),
  z.string().max(20),
  z.string().max(200),
]);

/** Opaque to clients (base64url of the last group's sort key); anything else is a 400. */
export function encodeQueueCursor(cursor: QueueCursor): string {
  const key = [cursor.reportCount, cursor.firstReportedAt, cursor.targetType, cursor.targetId];
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

export function decodeQueueCursor(raw: string | undefined): QueueCursor | undefined {
  if (raw === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const result = cursorSchema.safeParse(parsed);
  if (!result.success) throw invalidCursor();
  const [reportCount, firstReportedAt, targetType, targetId] = result.data;
  return { reportCount, firstReportedAt, targetType, targetId };
}
