import { discordAvatarUrl, type DiscordProfile } from '@/server/auth/discord';
import type { Config } from '@/server/config';

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
