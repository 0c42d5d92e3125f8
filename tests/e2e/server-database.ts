import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { connect, type Database } from '@/server/db/client';
import { users } from '@/server/db/schema';

/** Where the end-to-end server on `port` writes its database URL (tests/e2e/start-server.ts). */
export function e2eDatabaseFile(port: string): string {
  return path.join(os.tmpdir(), `rotation-e2e-${port}-database.json`);
}

/**
 * The end-to-end server's database, for a test that must cause what only the server itself does
 * (such as a notification) without a route that exists for tests alone. Close it after use.
 */
export function e2eServerDatabase(baseURL: string): Database {
  const port = new URL(baseURL).port;
  const { url } = JSON.parse(fs.readFileSync(e2eDatabaseFile(port), 'utf8')) as { url: string };
  return connect(url, 1);
}

/**
 * Moves the account's sign-up `days` back, in the server's database: a review counts only from an
 * account at least 7 days old when its deal was confirmed (docs/product.md, Reviews and reputation).
 */
export async function joinedDaysAgo(baseURL: string, username: string, days: number) {
  const db = e2eServerDatabase(baseURL);
  try {
    await db
      .update(users)
      .set({ createdAt: sql`now() - make_interval(days => ${days})` })
      .where(eq(users.username, username));
  } finally {
    await db.$client.end();
  }
}
