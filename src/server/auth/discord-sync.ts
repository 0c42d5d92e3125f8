import { and, eq } from 'drizzle-orm';
import type { Config } from '@/server/config';
import type { Database } from '@/server/db/client';
import { accounts } from '@/server/db/schema';
import { discordAvatarUrl, type DiscordProfile } from './discord';

/** Asks Discord (or the configured stand-in) for the user's current profile with their stored token. */
export async function fetchDiscordProfile(
  db: Database,
  config: Config,
  userId: string,
): Promise<DiscordProfile | null> {
  if (!config.discord) return null;
  const [account] = await db
    .select({ accessToken: accounts.accessToken })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'discord')));
  if (!account?.accessToken) return null;
  const response = await fetch(config.discord.userInfoUrl, {
    headers: { authorization: `Bearer ${account.accessToken}` },
    signal: AbortSignal.timeout(5000),
  }).catch(() => null);
  if (!response?.ok) return null;
  const profile = (await response.json()) as Partial<DiscordProfile>;
  return profile.id && profile.username ? (profile as DiscordProfile) : null;
}

export function discordFields(config: Config, profile: DiscordProfile) {
  return {
    discordId: String(profile.id),
    discordUsername: profile.username,
    profileImageUrl: config.discord ? discordAvatarUrl(config.discord.cdnUrl, profile) : null,
  };
}
