/**
 * Debian's Chromium and the flags every tool here starts it with (Playwright for the end-to-end
 * tests, chrome-launcher for Lighthouse): no tool downloads a browser of its own
 * (scripts/check-chromium.ts).
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
