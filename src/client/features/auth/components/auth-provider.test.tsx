// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNAUTHORIZED_REDIRECT_DELAY_MS } from '@/shared/constants';
import type { AuthUser } from '@/shared/schemas/user';
import { cacheUser, readCachedUser, readDiscordSync } from '@/client/features/auth/session-cache';
import { useAuth, type AuthState } from '@/client/lib/auth';
import { createQueryClient } from '@/client/lib/query-client';
import { request } from '@/client/lib/request';
import { useToasts } from '@/client/lib/toast';
import { emailUser } from '@/client/features/auth/test-data';
import { AuthProvider } from './auth-provider';

const discordUser: AuthUser = {
  ...emailUser,
  id: 'u2',
  username: 'nelly',
  authProvider: 'discord',
  discordId: '803',
  profileImageUrl: 'https://cdn.discord.test/old.png',
};

type Route = { status: number; body?: unknown };
/** Answers fetch by "METHOD path"; anything unlisted is a test bug. */
function serve(routes: Record<string, Route | (() => Route)>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${url}`;
      calls.push(key);
      const route = routes[key];
      if (!route) throw new Error(`unexpected call ${key}`);
      const { status, body } = typeof route === 'function' ? route() : route;
      return new Response(JSON.stringify(body ?? {}), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

let auth: AuthState;
function Probe() {
  auth = useAuth();
  return (
    <p data-testid="probe">
      {auth.loading ? 'loading' : auth.user ? `user:${auth.user.username}` : 'nobody'}
    </p>
  );
}
function Toasts() {
  return (
    <ul>
      {useToasts().map((item) => (
        <li key={item.id}>{`${item.title}|${item.description}`}</li>
      ))}
    </ul>
  );
}
let queryClient: QueryClient;
function renderAuth() {
  queryClient = createQueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <Probe />
        <Toasts />
      </AuthProvider>
    </QueryClientProvider>,
  );
}
const probe = () => screen.getByTestId('probe').textContent;

describe('AuthProvider', () => {
  beforeEach(() => window.history.replaceState(null, '', '/profile/jo'));
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('fails outside its provider', () => {
    // React reports the render error; here it is the expected outcome.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('useAuth must be used within an AuthProvider');
  });

  it('is loading first, then holds the session user and caches it', async () => {
    const calls = serve({ 'GET /api/auth/session': { status: 200, body: { user: emailUser } } });
    renderAuth();
    expect(probe()).toBe('loading');
    await waitFor(() => expect(probe()).toBe('user:jo'));
    expect(readCachedUser()).toEqual(emailUser);
    expect(calls).toEqual(['GET /api/auth/session']);
    // Read once per page load: showing it again asks nothing.
    cleanup();
    sessionStorage.clear();
    render(
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <Probe />
        </AuthProvider>
      </QueryClientProvider>,
    );
    expect(probe()).toBe('user:jo');
    expect(calls).toEqual(['GET /api/auth/session']);
  });

  it('uses a copy under 2 minutes old without a call', () => {
    cacheUser(emailUser);
    const calls = serve({});
    renderAuth();
    expect(probe()).toBe('user:jo');
    expect(calls).toEqual([]);
  });

  it('has nobody when the session check finds no user, without logging anyone out', async () => {
    serve({ 'GET /api/auth/session': { status: 200, body: { user: null } } });
    renderAuth();
    await waitFor(() => expect(probe()).toBe('nobody'));
    expect(screen.queryByText(/Unauthorized/)).toBeNull();
    expect(window.location.pathname).toBe('/profile/jo');
  });

  it('syncs a Discord user once per session', async () => {
    const synced = { ...discordUser, discordUsername: 'nelly_kicks' };
    const calls = serve({
      'GET /api/auth/session': { status: 200, body: { user: discordUser } },
      'POST /api/auth/sync-discord': { status: 200, body: synced },
    });
    renderAuth();
    await waitFor(() => expect(auth.user).toEqual(synced));
    expect(readDiscordSync()).toBe('complete');
    cleanup();
    sessionStorage.removeItem('rotation.user');
    renderAuth();
    await waitFor(() => expect(probe()).toBe('user:nelly'));
    expect(calls.filter((call) => call.includes('sync-discord'))).toHaveLength(1);
  });

  it('keeps the fetched Discord user when the sync fails, and does not retry it', async () => {
    serve({
      'GET /api/auth/session': { status: 200, body: { user: discordUser } },
      'POST /api/auth/sync-discord': { status: 502, body: { message: 'Discord is down' } },
    });
    renderAuth();
    await waitFor(() => expect(auth.user).toEqual(discordUser));
    expect(readDiscordSync()).toBe('failed');
  });

  it('replaces a Discord avatar that fails to load, once per picture', async () => {
    cacheUser(discordUser);
    const fresh = { ...discordUser, profileImageUrl: 'https://cdn.discord.test/new.png' };
    const calls = serve({
      'POST /api/auth/refresh-discord-avatar': {
        status: 200,
        body: { updated: true, user: fresh },
      },
    });
    renderAuth();
    act(() => auth.refreshDiscordAvatar());
    act(() => auth.refreshDiscordAvatar());
    await waitFor(() => expect(auth.user).toEqual(fresh));
    expect(readCachedUser()).toEqual(fresh);
    expect(calls).toHaveLength(1);
  });

  it('signs in, stores the user and goes to /', async () => {
    window.history.replaceState(null, '', '/login');
    serve({
      'POST /api/auth/signin': { status: 200, body: { user: emailUser } },
      'GET /api/auth/session': (() => {
        let checked = false;
        return () => {
          // The start-up check finds nobody; after sign-in the session is there.
          const route = { status: 200, body: { user: checked ? emailUser : null } };
          checked = true;
          return route;
        };
      })(),
    });
    renderAuth();
    await waitFor(() => expect(probe()).toBe('nobody'));
    await act(() => auth.signIn({ email: 'jo@example.com', password: 'secret' }));
    expect(probe()).toBe('user:jo');
    expect(window.location.pathname).toBe('/');
  });

  it('signs out on the server and here, forgets what was fetched, then goes to /login', async () => {
    cacheUser(emailUser);
    const calls = serve({ 'POST /api/auth/signout': { status: 200 } });
    renderAuth();
    queryClient.setQueryData(['/api/conversations'], ['with jo']);
    await act(() => auth.signOut());
    expect(calls).toEqual(['POST /api/auth/signout']);
    expect(probe()).toBe('nobody');
    expect(readCachedUser()).toBeNull();
    expect(queryClient.getQueryData(['/api/conversations'])).toBeUndefined();
    expect(window.location.pathname).toBe('/login');
  });

  it('on any other 401: toast, forget the user, /login after 500 ms', async () => {
    vi.useFakeTimers();
    cacheUser(emailUser);
    serve({ 'PATCH /api/auth/user': { status: 401, body: { message: 'Unauthorized' } } });
    renderAuth();
    await act(async () => {
      await request('PATCH', '/api/auth/user', { json: { username: 'x' } }).catch(() => {});
      await request('PATCH', '/api/auth/user', { json: { username: 'y' } }).catch(() => {});
    });
    // Like every query update, the forgotten user reaches the screen on the next tick.
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByText('Unauthorized|You are logged out. Logging in again...')).toBeTruthy();
    expect(probe()).toBe('nobody');
    expect(readCachedUser()).toBeNull();
    expect(window.location.pathname).toBe('/profile/jo');
    queryClient.setQueryData(['/api/conversations'], ['with jo']);
    act(() => vi.advanceTimersByTime(UNAUTHORIZED_REDIRECT_DELAY_MS));
    expect(window.location.pathname).toBe('/login');
    expect(queryClient.getQueryData(['/api/conversations'])).toBeUndefined();
    expect(probe()).toBe('nobody');
  });
});
