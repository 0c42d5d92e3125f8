import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

type ConsoleGuard = {
  /** Lets through console errors matching this, for a test that causes them on purpose (a 404). */
  allow: (pattern: RegExp) => void;
};

/**
 * Console errors every page may log: none. Chromium logs each 4xx response as an error, so a page
 * that asks what a visitor may not see (a 401) fails its test; a test that causes one on purpose
 * says so with `allow`.
 */
const EXPECTED_CONSOLE_ERRORS: RegExp[] = [];

/**
 * Every test fails on an unexpected console error or uncaught exception, in any page of its
 * context (popups included), like the unit tests do (STYLE.md 11).
 */
/**
 * A page the server drew for a visitor shows before the app has started and adopted it
 * (docs/decisions/042-first-screen.md): like a person, whose taps do nothing until then, a test
 * acts once it responds. Its navigations that load a document wait for that.
 */
function waitingForTheApp(page: Page): Page {
  // The app reads the answers the page was drawn from, and removes them once it has adopted it.
  const adopted = () =>
    page.waitForFunction(() => !document.getElementById('first-screen-state'), null, {
      timeout: 30_000,
    });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await adopted();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await adopted();
    return response;
  };
  return page;
}

export const test = base.extend<{ consoleErrors: ConsoleGuard }>({
  page: async ({ page }, use) => {
    await use(waitingForTheApp(page));
  },
  consoleErrors: [
    async ({ context }, use) => {
      const allowed: RegExp[] = [...EXPECTED_CONSOLE_ERRORS];
      const errors: string[] = [];
      context.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = `${message.text()} (${message.location().url})`;
        if (!allowed.some((pattern) => pattern.test(text))) errors.push(text);
      });
      context.on('weberror', (error) => errors.push(`Uncaught: ${error.error().message}`));
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Runs axe on the page as it is now and fails on any serious or critical violation. Legacy mode
 * runs axe once, in the page: the default mode opens a second page (a new renderer process) for
 * every check, injects axe's 500 kB there too and ships the partial results across, which on a
 * busy two-core machine made each check take 10 to 28 s instead of 4 to 7 s. Our pages have no
 * cross-origin frames, the one thing legacy mode cannot look into.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * A toast as it is shown: the item in Radix's "Notifications (F8)" region. Not
 * `getByRole('status')`, which is Radix's screen-reader announcement of the toast and is gone
 * after one second, so a check that comes later misses it. `includeHidden`: while a modal
 * dialog is open, everything outside it (this region too) is aria-hidden; screen readers still
 * hear the toast through that announcement.
 */
export function toast(page: Page, text: string): Locator {
  return page
    .getByRole('region', { name: /^Notifications/, includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ hasText: text });
}
