/**
 * A page's head as a link preview or a search engine reads it: the HTML parsed, no script run.
 */
import { JSDOM } from 'jsdom';

export type ReadHead = ReturnType<typeof readHead>;

export function readHead(html: string) {
  // jsdom runs no script unless told to, as a crawler that reads tags only.
  const { document } = new JSDOM(html).window;
  const all = (selector: string) => [...document.head.querySelectorAll(selector)];
  const content = (selector: string) => {
    const found = all(selector);
    // Each tag once: a second, stale copy (the template's) would be a bug.
    if (found.length > 1) throw new Error(`${selector} appears ${found.length} times`);
    return found[0]?.getAttribute('content') ?? undefined;
  };
  return {
    titles: all('title').map((element) => element.textContent),
    title: document.title,
    name: (name: string) => content(`meta[name="${name}"]`),
    property: (property: string) => content(`meta[property="${property}"]`),
    canonical: all('link[rel="canonical"]').map((element) => element.getAttribute('href')),
    jsonLd: all('script[type="application/ld+json"]').map(
      (element) => JSON.parse(element.textContent ?? '') as Record<string, unknown>,
    ),
    scripts: [...document.querySelectorAll('script')].map((element) => ({
      type: element.getAttribute('type'),
      src: element.getAttribute('src'),
    })),
    hasAppRoot: document.getElementById('root') !== null,
  };
}
