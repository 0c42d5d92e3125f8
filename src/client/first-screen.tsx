/**
 * The server's renderer of a visitor's first screen (docs/decisions/042-first-screen.md), built
 * on its own by vite.render.config.ts into dist/render/first-screen.js, which the server loads.
 * It draws the app itself, from answers its own queries fetch through the server's API, so the
 * browser's first render of the same answers (main.tsx) matches it node for node.
 */
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import type { RenderFirstScreen } from '@/shared/first-screen';
import { App, loadLandingPage } from './app';
import { storeVisitor } from './features/auth/api/session-user';
import { listingCountQueryOptions } from './features/listings/api/get-listing-count';
import { listingQueryOptions } from './features/listings/api/get-listing';
import { prefetchHomeFeed } from './features/listings/api/prefetch-home-feed';
import { filtersFromSearch } from './features/listings/listing-filters';
import { reputationQueryOptions } from './features/users/api/reviews';
import { wtbListingsQueryOptions } from './features/wtb/api/get-wtb-listings';
import { wtbFiltersFromSearch } from './features/wtb/wtb-filters';
import { sendRequestsWith } from './lib/request';
import { createQueryClient } from './lib/query-client';

const LISTING_PAGE = /^\/listing\/([^/]+)$/;

/** The pages drawn on the server, with the answers each shows first. */
const PAGES: Array<{
  matches: (path: string) => boolean;
  prefetch: (queryClient: QueryClient, path: string, search: string) => Promise<unknown>;
}> = [
  {
    matches: (path) => path === '/',
    prefetch: (queryClient, _path, search) =>
      Promise.all([
        prefetchHomeFeed(queryClient, search),
        queryClient.prefetchQuery(listingCountQueryOptions(filtersFromSearch(search), null)),
      ]),
  },
  {
    matches: (path) => path === '/wtb',
    prefetch: (queryClient, _path, search) =>
      queryClient.prefetchInfiniteQuery(wtbListingsQueryOptions(wtbFiltersFromSearch(search))),
  },
  {
    matches: (path) => LISTING_PAGE.test(path),
    prefetch: async (queryClient, path) => {
      const id = decodeURIComponent(LISTING_PAGE.exec(path)![1]!);
      const listing = await queryClient.fetchQuery(listingQueryOptions(id)).catch(() => null);
      // The seller card's reputation line, so it is there at once and does not move the page.
      if (listing) await queryClient.prefetchQuery(reputationQueryOptions(listing.seller.username));
    },
  },
];

export const renderFirstScreen: RenderFirstScreen = async ({ path, search, api }) => {
  const page = PAGES.find((candidate) => candidate.matches(path));
  if (!page) return null;
  sendRequestsWith(api);
  const queryClient = createQueryClient();
  storeVisitor(queryClient);
  await Promise.all([page.prefetch(queryClient, path, search), loadLandingPage(path)]);
  // A failed answer is left to the browser, which asks again.
  queryClient.removeQueries({ predicate: (query) => query.state.status !== 'success' });
  // Unlike renderToString, prerender waits for the lazy route's code instead of drawing its
  // loading state. Without a chunk size, React would send a large part of the page after the
  // rest, with an inline script to put it in place, which the CSP refuses.
  const { prelude } = await prerender(<App queryClient={queryClient} at={{ path, search }} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const html = await new Response(prelude).text();
  // Should React still need a script of its own, the plain app is sent rather than a page that
  // could not be finished in the browser.
  if (html.includes('<script')) throw new Error('The first screen needs an inline script');
  const state = dehydrate(queryClient);
  queryClient.clear();
  return { html, state };
};
