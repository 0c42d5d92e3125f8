import type { AuthUser } from '@/shared/schemas/user';
import { request } from '@/client/lib/request';

type AvatarRefresh = { updated: boolean; user: AuthUser };

/** POST /api/auth/refresh-discord-avatar: asks Discord for the avatar of a Discord user. */
export function refreshDiscordAvatar(): Promise<AvatarRefresh> {
  // A refused refresh is silent (the letter fallback stays), never a sign-out.
  return request<AvatarRefresh>('POST', '/api/auth/refresh-discord-avatar', {
    expectUnauthorized: true,
  });
}
