import { OAuth2Server } from 'oauth2-mock-server';

/** The Discord profile the stand-in hands out; the e2e test asserts against it. */
export const E2E_DISCORD_PROFILE = {
  id: '41771983423143937',
  username: 'drop_hunter',
  global_name: 'Drop Hunter',
  avatar: null,
  email: 'drop.hunter@example.com',
  verified: true,
};

/**
 * A real OAuth2 server on loopback standing in for Discord: it approves every authorization
 * at once and answers the user-info call with E2E_DISCORD_PROFILE.
 */
export async function startDiscordStandIn(): Promise<{
  env: Record<string, string>;
  stop: () => Promise<void>;
}> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  server.service.on('beforeUserinfo', (userInfoResponse) => {
    userInfoResponse.body = { ...E2E_DISCORD_PROFILE };
  });
  const url = server.issuer.url!;
  return {
    env: {
      DISCORD_CLIENT_ID: 'rotation-e2e',
      DISCORD_CLIENT_SECRET: 'rotation-e2e-secret',
      DISCORD_AUTHORIZE_URL: `${url}/authorize`,
      DISCORD_TOKEN_URL: `${url}/token`,
      DISCORD_USERINFO_URL: `${url}/userinfo`,
    },
    stop: () => server.stop(),
  };
}
