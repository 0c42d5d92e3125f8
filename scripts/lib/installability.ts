/**
 * Chromium's own installability check (docs/product.md, Installable app): Lighthouse 12 dropped
 * its PWA category, so `npm run lighthouse` asks the browser itself, through the DevTools
 * protocol's `Page.getInstallabilityErrors`, once the page's service worker controls it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

/** What keeps the page from being installable, as Chromium names it; empty when it is. */
export async function installabilityErrors(url: string): Promise<string[]> {
  // A profile on disk: Chromium never offers to install from an incognito one, which is what a
  // plain Playwright context is.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'rotation-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(url);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 30_000,
    });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors: errors } = await cdp.send('Page.getInstallabilityErrors');
    return errors.map((error) =>
      [error.errorId, ...error.errorArguments.map((arg) => `${arg.name}=${arg.value}`)].join(' '),
    );
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}
