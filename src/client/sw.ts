/// <reference lib="webworker" />
/**
 * The service worker (docs/decisions/038-service-worker.md): the app shell and built assets from
 * the precache so Rotation opens offline, navigations from the network with the shell as the
 * offline fallback, API reads network-first and kept per account, and push alerts.
 */
// First: before any schema is built (lib/zod-without-eval.ts).
import './lib/zod-without-eval';
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { isForgetAccountMessage, ACCOUNT_FORGOTTEN } from './lib/account-answers';
import { answerAccountApiRead, forgetAccount, isAccountApiRead } from './sw/api-cache';
import { openAlertPage } from './sw/notification-click';
import { alertFromPush, pushJson, type AlertData } from './sw/push-notification';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

/** A server this slow is treated like no server: the cached shell opens instead. */
const NAVIGATION_TIMEOUT_SECONDS = 5;

// Navigations first, so they win over the precache's own route for "/" and "/index.html": the
// server's page carries its own head (link previews) and the home page's preload header, so it is
// asked first; the precached shell answers only when it cannot be reached. Not /api/ or /uploads/
// (a file opened in a tab, a sign-in callback): those go to the network as if there were no worker.
registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      networkTimeoutSeconds: NAVIGATION_TIMEOUT_SECONDS,
      plugins: [{ handlerDidError: () => matchPrecache('/index.html') }],
    }),
    { denylist: [/^\/api\//, /^\/uploads\//] },
  ),
);
// API reads that name their account: network first, that account's last answer offline.
registerRoute(isAccountApiRead, answerAccountApiRead);
// The built files (hashed, so a new build brings new entries) and the shell. No other route:
// uploads, the live stream and API reads naming no account never touch a cache of this worker.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The first worker takes the open page at once (it has no older code to replace); a new version
// waits until the person presses Reload in "Update available" (features/service-worker).
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
  // A page signing out (lib/account-answers.ts) waits for the answer before it navigates away.
  if (isForgetAccountMessage(event.data)) {
    const reply = event.ports[0];
    event.waitUntil(
      forgetAccount(event.data.account)
        .catch(() => undefined)
        .then(() => reply?.postMessage({ type: ACCOUNT_FORGOTTEN })),
    );
  }
});

self.addEventListener('push', (event) => {
  const alert = alertFromPush(
    pushJson(event.data ? () => event.data!.json() : undefined),
    self.location.origin,
  );
  event.waitUntil(self.registration.showNotification(alert.title, alert.options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openAlertPage(event.notification.data as AlertData | undefined));
});
