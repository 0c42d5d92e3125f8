/// <reference lib="webworker" />
import type { AlertData } from './push-notification';

declare const self: ServiceWorkerGlobalScope;

/**
 * A click on an alert (docs/product.md, Push alerts) brings an open Rotation window forward and
 * shows the alert's page there, or opens a window on it.
 */
export async function openAlertPage(data: AlertData | undefined): Promise<void> {
  const url = data?.url ?? new URL('/', self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!open) {
    await self.clients.openWindow(url);
    return;
  }
  // Focus first: the click's permission to raise a window lasts only while the event runs.
  const focused = await open.focus();
  try {
    await focused.navigate(url);
  } catch {
    // A window this worker does not control cannot be navigated from here: open the page anew.
    await self.clients.openWindow(url);
  }
}
