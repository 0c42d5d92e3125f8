// First: before any schema is built (lib/zod-without-eval.ts).
import './lib/zod-without-eval';
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, loadLandingPage } from './app';
import { sessionUserQueryOptions } from './features/auth/api/session-user';
import { readCachedUser } from './features/auth/session-cache';
import { prefetchHomeFeed } from './features/listings/api/prefetch-home-feed';
import { setRequestAccount } from './lib/account-header';
import { readFirstScreenState } from './lib/first-screen-state';
import { createQueryClient } from './lib/query-client';
import { FIRST_SCREEN_STATE_ID } from '@/shared/first-screen';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// One client for the app's life, made before the first render so the session check and the
// landing page's data start loading with the app's code, not after React's first commit.
const queryClient = createQueryClient();
const { pathname, search } = window.location;
const drawnByServer = readFirstScreenState();

if (drawnByServer) {
  // The server drew this page (docs/decisions/042-first-screen.md) from these answers: starting
  // from the same ones, the app's first render is the server's, and React adopts the page as it
  // stands instead of drawing it again. It waits for the page's own code, so the page is adopted
  // in one go: a part adopted later could find the address or the answers changed meanwhile.
  hydrate(queryClient, drawnByServer);
  // Until then the page is shown but inert: a tap on a button React has not adopted yet would be
  // lost, so none is taken (links and the search forms work on their own before this script).
  root.inert = true;
  const adopted = () => {
    root.inert = false;
    // Read once: its removal also tells whoever waits for the app (the e2e tests) it is there.
    document.getElementById(FIRST_SCREEN_STATE_ID)?.remove();
  };
  void Promise.resolve(loadLandingPage(pathname))
    // Without the page's code, React adopts what it can and shows its error where the page fails.
    .catch(adopted)
    // In a transition, React adopts the page in slices of a few milliseconds, leaving the main
    // thread free in between, instead of in one long task.
    .then(() =>
      startTransition(() => {
        hydrateRoot(
          root,
          <StrictMode>
            <App queryClient={queryClient} onPageShown={adopted} />
          </StrictMode>,
        );
      }),
    );
} else {
  // The landing page's reads name the account the session copy names (the session check's own
  // starting point), so the service worker can keep them for it; without a copy, none yet.
  setRequestAccount(readCachedUser()?.id ?? null);
  void queryClient.prefetchQuery(sessionUserQueryOptions());
  // The landing page's code starts loading with the app's, not after the session check.
  void loadLandingPage(pathname);
  if (pathname === '/') void prefetchHomeFeed(queryClient, search);
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}
