import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/lib/chromium';

// Workers load this file again: the port is picked once, by the runner, and handed down through
// the environment so every worker talks to the same server. It is picked below Linux's ephemeral
// range (32768 and up), where the kernel hands out the ports the server's own PostgreSQL and
// Discord stand-in ask for: a pick in that range once met one of them (EADDRINUSE in CI).
process.env.E2E_PORT ??= String(20_000 + Math.floor(Math.random() * 12_000));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

// Debian's Chromium: no test tool downloads a browser of its own (scripts/check-chromium.ts).
const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Two cores: one for the server and PostgreSQL, the rest for browsers.
  workers: 2,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // Two cores run the server, PostgreSQL and two browsers (some journeys drive two contexts), so
  // a page can take over 10 s to paint under load. Waits end as soon as the state is there; a
  // longer limit costs nothing when pages are fast and spares runs where a core was busy.
  timeout: 45_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    // Recording a trace (DOM snapshots and a screencast of every step) costs a quarter of the
    // suite's time on two cores even when it is thrown away: a failure keeps its screenshot, and
    // `npx playwright test --trace on <file>` records one when a failure needs it.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
    // The production build registers a service worker (docs/decisions/038-service-worker.md);
    // a test that is about it opts in with test.use({ serviceWorkers: 'allow' }). Elsewhere it
    // would answer requests that tests route or count, and outlive the page that installed it.
    serviceWorkers: 'block',
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
  webServer: {
    command: 'node --import tsx tests/e2e/start-server.ts',
    url: `${baseURL}/api/health`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    // SIGTERM lets the script stop PostgreSQL and delete its temp folder; without this option
    // Playwright would SIGKILL the process group and leave both behind.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
