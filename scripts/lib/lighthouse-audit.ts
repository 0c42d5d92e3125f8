/** One Lighthouse audit of one page in Debian's Chromium, with Lighthouse's default (mobile) settings. */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export type PageScores = {
  /** 0–100 per category, as the report shows them. */
  scores: Record<Category, number>;
  lcpMs: number;
  /** Lighthouse's measure of this machine's speed (a typical desktop: 1,000 to 2,000). */
  benchmarkIndex: number;
  /** Audits of the four categories that did not pass, for the reader to act on. */
  failing: string[];
};

/**
 * Runs Lighthouse once against `url`. Its default config is the mobile preset: a Moto G Power
 * sized screen, simulated slow 4G and a 4x CPU slowdown.
 */
export async function auditPage(url: string): Promise<PageScores> {
  try {
    return await auditOnce(url);
  } catch (error) {
    // A trace Chromium failed to record (NO_NAVSTART, NO_FCP) says nothing about the page: retry once.
    console.warn(error instanceof Error ? error.message : error, '(retrying once)');
    return await auditOnce(url);
  }
}

async function auditOnce(url: string): Promise<PageScores> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    const keepDir = process.env.LIGHTHOUSE_KEEP_DIR;
    if (keepDir) {
      const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
      fs.writeFileSync(path.join(keepDir, name), JSON.stringify(lhr));
    }
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ) as Record<Category, number>;
    const audited = new Set(
      CATEGORIES.flatMap((id) => lhr.categories[id]?.auditRefs.map((ref) => ref.id) ?? []),
    );
    const failing = Object.values(lhr.audits)
      .filter((audit) => audited.has(audit.id) && audit.score !== null && audit.score < 0.9)
      .filter((audit) => audit.scoreDisplayMode !== 'informative')
      .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    return {
      scores,
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      failing,
    };
  } finally {
    chrome.kill();
  }
}
