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
