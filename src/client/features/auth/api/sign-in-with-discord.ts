import { request } from '@/client/lib/request';
import { clearSessionCache } from '@/client/features/auth/session-cache';

/**
 * Starts Discord's OAuth flow (Better Auth's generic OAuth, docs/product.md, Overview: back to the
 * site root). A refusal on Discord's side comes back to /login with ?error=, which the login page
 * explains. Resolves only by leaving the page.
 */
export async function signInWithDiscord(): Promise<void> {
  // Better Auth serves generic OAuth providers through its social sign-in endpoint.
  const response = await request<{ url?: string }>('POST', '/api/identity/sign-in/social', {
    json: { provider: 'discord', callbackURL: '/', errorCallbackURL: '/login' },
  });
  if (!response.url) throw new Error('Discord sign-in did not return a URL');
  // The new session gets its own Discord sync (docs/product.md, States).
  clearSessionCache();
  window.location.href = response.url;
  // Keep the button pending while the browser leaves.
  await new Promise<never>(() => {});
}
