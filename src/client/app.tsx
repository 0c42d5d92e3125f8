import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Redirect, Route, Router, Switch } from 'wouter';
import { ErrorBoundary } from './components/error-boundary';
import { FloatingSellButton } from './components/floating-sell-button';
import { OfflineBanner } from './components/offline-banner';
import { UpdatePromptRegion } from './features/service-worker/components/update-prompt-region';
import { SiteHeader } from './components/site-header';
import { PageSpinner } from './components/ui/spinner';
import { SellingProvider } from './features/listings/components/selling-provider';
import { MessagingProvider } from './features/messaging/components/messaging-provider';
import { PersonSlotsProvider } from './features/users/components/person-slots-provider';
import { ReportDialogProvider } from './features/reports/components/report-dialog-provider';
import { AuthProvider } from './features/auth/components/auth-provider';
import { useAuth } from './lib/auth';
import { useScrollToTop } from './lib/use-scroll-to-top';

// One chunk per route keeps the first load within its 100 kB budget (docs/performance.md).
const loadHomePage = () => import('./pages/home-page');
const loadWtbPage = () => import('./pages/wtb-page');
const loadProfilePage = () => import('./pages/profile-page');
const loadListingPage = () => import('./pages/listing-page');
const HomePage = lazy(loadHomePage);
const WtbPage = lazy(loadWtbPage);
const AboutPage = lazy(() => import('./pages/about-page'));
const LoginPage = lazy(() => import('./pages/login-page'));
const ForgotPasswordPage = lazy(() => import('./pages/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('./pages/reset-password-page'));
const ProfilePage = lazy(loadProfilePage);
const ListingPage = lazy(loadListingPage);
const NotificationsPage = lazy(() => import('./pages/notifications-page'));
const SavedSearchesPage = lazy(() => import('./pages/saved-searches-page'));
const FavouritesPage = lazy(() => import('./pages/favourites-page'));
const AdminPage = lazy(() => import('./pages/admin-page'));
const AdminAuditPage = lazy(() => import('./pages/admin-audit-page'));
const NotFoundPage = lazy(() => import('./pages/not-found-page'));

/**
 * The pages people arrive on from outside start loading with the app itself, not after the
 * session check: the browser's module map runs each file once, so `lazy` later gets the same
 * module without a second fetch.
 */
export function loadLandingPage(pathname: string): Promise<unknown> | null {
  if (pathname === '/') return loadHomePage();
  if (pathname === '/wtb' || pathname.startsWith('/wtb/')) return loadWtbPage();
  if (pathname.startsWith('/listing/')) return loadListingPage();
  if (pathname.startsWith('/profile/')) return loadProfilePage();
  return null;
}

// Radix Toast and its layers are about 13 kB gzipped, and no page shows a toast on arrival; the
// toast store lives outside React (lib/toast.ts), so a toast raised while this loads still shows.
const Toaster = lazy(() =>
  import('./components/ui/toaster').then((module) => ({ default: module.Toaster })),
);

// The update prompt has nothing to say before the service worker has installed a new version,
// long after the first load; its status region stands in place until its code arrives.
const UpdatePrompt = lazy(() =>
  import('./features/service-worker/components/update-prompt').then((module) => ({
    default: module.UpdatePrompt,
  })),
);

/** Calls `onCommit` once, when the part of the page it is in first commits. */
function OnFirstCommit({ onCommit }: { onCommit?: () => void }) {
  useEffect(() => onCommit?.(), [onCommit]);
  return null;
}

/**
 * The routes of docs/product.md, Screens, and the password reset pages its sign-in needs.
 * `onPageShown` runs when the first page is shown, with its own code: for a page the server drew,
 * when React has adopted all of it (main.tsx).
 */
function Routes({ onPageShown }: { onPageShown?: () => void }) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <OnFirstCommit onCommit={onPageShown} />
      <Switch>
        <Route path="/" component={HomePage} />
        {/* /wtb/{id} is the board with that request open (a shareable link). */}
        <Route path="/wtb/:id?" component={WtbPage} />
        <Route path="/about" component={AboutPage} />
        <Route path="/login" component={LoginPage} />
        <Route path="/forgot-password" component={ForgotPasswordPage} />
        <Route path="/reset-password" component={ResetPasswordPage} />
        <Route path="/profile/:username" component={ProfilePage} />
        <Route path="/listing/:id" component={ListingPage} />
        {/* Notifications and e-mails link to a listing as /listings/{id}, its API path's twin. */}
        <Route path="/listings/:id">
          {(params) => <Redirect to={`/listing/${params.id}`} replace />}
        </Route>
        <Route path="/notifications" component={NotificationsPage} />
        <Route path="/saved-searches" component={SavedSearchesPage} />
        <Route path="/favourites" component={FavouritesPage} />
        <Route path="/admin" component={AdminPage} />
        <Route path="/admin/audit" component={AdminAuditPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}

function Shell({ onPageShown }: { onPageShown?: () => void }) {
  const { loading } = useAuth();
  useScrollToTop();
  // docs/product.md, Screens: the root shows a spinner while auth state loads.
  if (loading) {
    return (
      <main className="flex min-h-screen items-center justify-center">
        <PageSpinner />
      </main>
    );
  }
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-zinc-900 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      <OfflineBanner />
      <main id="main" tabIndex={-1} className="min-h-[calc(100vh-4rem)] outline-none">
        <Routes onPageShown={onPageShown} />
      </main>
      {/* The mobile create button opens the listing dialog on every page. */}
      <FloatingSellButton />
      <Suspense fallback={<UpdatePromptRegion />}>
        <UpdatePrompt />
      </Suspense>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </>
  );
}

/**
 * The whole app over one query client. On the server (src/server/render/first-screen.ts) it is
 * drawn for one address, given as `at`; in the browser the address is the window's.
 */
export function App({
  queryClient,
  at,
  onPageShown,
}: {
  queryClient: QueryClient;
  at?: { path: string; search: string };
  onPageShown?: () => void;
}) {
  const app = (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <SellingProvider>
            <PersonSlotsProvider>
              <ReportDialogProvider>
                <MessagingProvider>
                  <Shell onPageShown={onPageShown} />
                </MessagingProvider>
              </ReportDialogProvider>
            </PersonSlotsProvider>
          </SellingProvider>
        </AuthProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
  return at ? (
    <Router ssrPath={at.path} ssrSearch={at.search}>
      {app}
    </Router>
  ) : (
    app
  );
}
