// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '@/shared/schemas/user';
import { createQueryClient } from '@/client/lib/query-client';
import { useToasts } from '@/client/lib/toast';
import { CardFavouriteButton } from './card-favourite-button';

let signedIn: Pick<AuthUser, 'id' | 'username'> | null = null;
vi.mock('@/client/lib/auth', () => ({ useAuth: () => ({ user: signedIn }) }));

/** The server's answers, by method and path; a write waits until the test lets it through. */
let release: (response: Response) => void;
const requests: string[] = [];
function serve() {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      requests.push(`${init.method} ${url}`);
      if (init.method === 'GET') return Promise.resolve(Response.json({ ids: ['other'] }));
      return new Promise<Response>((resolve) => (release = resolve));
    }),
  );
}

function LatestToast() {
  const [latest] = useToasts();
  return latest ? <p>{`${latest.title}: ${latest.description}`}</p> : null;
}

function renderCards() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <CardFavouriteButton listingId="l1" besideMenu={false} />
      <CardFavouriteButton listingId="l2" besideMenu={false} />
      <LatestToast />
    </QueryClientProvider>,
  );
}

describe("a card's heart", () => {
  beforeEach(() => {
    requests.length = 0;
    serve();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    signedIn = null;
  });

  it('sends a visitor to sign in, and asks the server nothing', () => {
    renderCards();
    const [link] = screen.getAllByRole('link', { name: 'Sign in to add to favourites' });
    expect(link!.getAttribute('href')).toBe('/login');
    expect(requests).toEqual([]);
  });

  it('reads the favourites once for all cards, and turns at once when pressed', async () => {
    signedIn = { id: 'u1', username: 'mika' };
    renderCards();
    const hearts = await screen.findAllByRole('button', { name: 'Add to favourites' });
    expect(hearts).toHaveLength(2);
    expect(requests).toEqual(['GET /api/favourites/ids']);

    fireEvent.click(hearts[0]!);
    const pressed = await screen.findByRole('button', { name: 'Remove from favourites' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    expect(requests).toContain('POST /api/listings/l1/favourite');
    release(Response.json({ favourited: true, count: 1 }));
    expect(await screen.findByRole('button', { name: 'Remove from favourites' })).toBeTruthy();
  });

  it('turns back and says so when the server refuses', async () => {
    signedIn = { id: 'u1', username: 'mika' };
    renderCards();
    const [heart] = await screen.findAllByRole('button', { name: 'Add to favourites' });
    fireEvent.click(heart!);
    await screen.findByRole('button', { name: 'Remove from favourites' });
    release(Response.json({ message: 'Listing not found' }, { status: 404 }));
    expect(await screen.findByText('Error: Listing not found')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Add to favourites' })).toHaveLength(2);
  });
});
