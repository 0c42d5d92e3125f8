import type { AuthUser } from '@/shared/schemas/user';
import { request } from '@/client/lib/request';

/** POST /api/auth/sync-discord: copies a Discord user's current name and avatar from Discord. */
export function syncDiscordProfile(signal?: AbortSignal): Promise<AuthUser> {
  return request<AuthUser>('POST', '/api/auth/sync-discord', { signal, expectUnauthorized: true });
}
