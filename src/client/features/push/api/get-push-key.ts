import type { PushKey } from '@/shared/schemas/push';
import { apiGet } from '@/client/lib/request';

/** GET /api/push/key: the server's VAPID public key, for `pushManager.subscribe`. */
export function getPushKey(): Promise<PushKey> {
  return apiGet<PushKey>('/api/push/key');
}
