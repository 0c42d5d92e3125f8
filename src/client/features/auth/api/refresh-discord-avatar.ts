import type { DiscordAvatarRefresh } from '@/shared/schemas/user';
import { request } from '@/client/lib/request';

/** POST /api/auth/refresh-discord-avatar: asks Discord for the avatar of a Discord user. */
export function refreshDiscordAvatar(): Promise<DiscordAvatarRefresh> {
  // A refused refresh is silent (the letter fallback stays), never a sign-out.
  return request<DiscordAvatarRefresh>('POST', '/api/auth/refresh-discord-avatar', {
    expectUnauthorized: true,
  });
}
