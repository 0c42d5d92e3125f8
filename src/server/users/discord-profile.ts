import type { Config } from '@/server/config';

/** The fields of Discord's GET /users/@me that Rotation uses. */
export type DiscordProfile = {
  id: string;
  username: string;
  global_name?: string | null;
  avatar?: string | null;
  email?: string | null;
  verified?: boolean;
};

/** Discord's CDN address of a user's avatar, or null when they have none. */
export function discordAvatarUrl(
  cdnUrl: string,
  profile: Pick<DiscordProfile, 'id' | 'avatar'>,
): string | null {
  if (!profile.avatar) return null;
  const extension = profile.avatar.startsWith('a_') ? 'gif' : 'png';
  return `${cdnUrl}/avatars/${profile.id}/${profile.avatar}.${extension}`;
}

/** Asks Discord (or the configured stand-in) for a user's current profile with their token. */
export async function fetchDiscordProfile(
  discord: NonNullable<Config['discord']>,
  accessToken: string,
): Promise<DiscordProfile | null> {
  const response = await fetch(discord.userInfoUrl, {
    headers: { authorization: `Bearer ${accessToken}` },
    signal: AbortSignal.timeout(5000),
  }).catch(() => null);
  if (!response?.ok) return null;
  const profile = (await response.json()) as Partial<DiscordProfile>;
  return profile.id && profile.username ? (profile as DiscordProfile) : null;
}

/** The user's fields that come from their Discord profile. */
export function discordFields(discord: NonNullable<Config['discord']>, profile: DiscordProfile) {
  return {
    discordId: String(profile.id),
    discordUsername: profile.username,
    profileImageUrl: discordAvatarUrl(discord.cdnUrl, profile),
  };
}
