import { eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { sessions } from '@/server/db/schema';

/**
 * Ends one session. Its row going also ends the session's live streams on every instance (the
 * sessions table's delete trigger sends the sign-out notice).
 */
export async function deleteSession(db: Executor, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}
