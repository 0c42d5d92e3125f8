import type { AuthUser } from '@/shared/schemas/user';

/** A signed-in person for the unit tests: e-mail sign-in, username jo. */
export const emailUser: AuthUser = {
  id: 'u1',
  email: 'jo@example.com',
  username: 'jo',
  usernameLastChanged: null,
  usernameChosen: true,
  profileImageUrl: null,
  isAdmin: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  discordId: null,
  discordUsername: null,
  authProvider: 'email',
};
