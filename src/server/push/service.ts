import { PUSH_SUBSCRIPTIONS_PER_USER, type PushSubscriptionInput } from '@/shared/schemas/push';
import type { Database } from '@/server/db/client';
import { BadRequest } from '@/server/http/errors';
import { deleteSubscription, saveSubscription } from './repository';
import { findPushService, type PushServiceHost } from './service-hosts';

/** An uncompressed P-256 point (what a browser's p256dh is) and a 16-byte auth secret. */
const P256_POINT_BYTES = 65;
const AUTH_SECRET_BYTES = 16;

/**
 * Subscribes the browser for `userId` (docs/product.md, Push alerts). Its endpoint must be https:
 * push services are, and alerts are only ever sent over TLS. It must be on a known push service
 * (decision 049), or any account could make the server connect wherever it likes. The keys must
 * be what a browser makes, or no alert could be encrypted for it.
 */
export async function subscribe(
  db: Database,
  pushServiceHosts: PushServiceHost[],
  userId: string,
  input: PushSubscriptionInput,
): Promise<void> {
  if (new URL(input.endpoint).protocol !== 'https:') {
    throw new BadRequest('endpoint must be an https URL');
  }
  if (!findPushService(input.endpoint, pushServiceHosts)) {
    throw new BadRequest('This push service is not supported');
  }
  const p256dh = Buffer.from(input.keys.p256dh, 'base64url');
  if (p256dh.length !== P256_POINT_BYTES || p256dh[0] !== 0x04) {
    throw new BadRequest('keys.p256dh is not valid');
  }
  if (Buffer.from(input.keys.auth, 'base64url').length !== AUTH_SECRET_BYTES) {
    throw new BadRequest('keys.auth is not valid');
  }
  await db.transaction((tx) =>
    saveSubscription(
      tx,
      userId,
      { endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth },
      PUSH_SUBSCRIPTIONS_PER_USER,
    ),
  );
}

/** Stops alerts to the browser; an endpoint this account does not have is fine too. */
export async function unsubscribe(db: Database, userId: string, endpoint: string): Promise<void> {
  await deleteSubscription(db, userId, endpoint);
}
