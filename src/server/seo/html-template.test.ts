import { describe, expect, it } from 'vitest';
import { fillTemplate, splitTemplate, startAfterPaint } from './html-template';

describe('splitTemplate', () => {
  it('drops the title, description and theme colour, and puts the tags before </head>', () => {
    const html = `<html><head><meta charset="UTF-8" />
<meta
  name="description"
  content="Site"
/>
<meta name="theme-color" content="#000" />
<title>Rotation</title>
<link rel="manifest" href="/manifest.webmanifest" /></head><body></body></html>`;
    const page = fillTemplate(splitTemplate(html), '<title>Mine</title>');
    expect(page).not.toContain('Rotation');
    expect(page).not.toContain('description');
    expect(page).not.toContain('theme-color');
    expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(page).toMatch(/<title>Mine<\/title>\s*<\/head>/);
  });

  it('puts the tags where the title was in a template without a head', () => {
    const page = fillTemplate(splitTemplate('<!doctype html><title>Rotation</title><p>'), 'TAGS');
    expect(page).toMatch(/^<!doctype html>\s*TAGS\s*<p>$/);
  });
});

describe('fillTemplate with a first screen', () => {
  const template = splitTemplate(
    '<html><head><title>Rotation</title></head><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>',
  );

  it('puts the markup in the root and the answers beside it, where no text can end the script', () => {
    const page = fillTemplate(template, '<title>Mine</title>', {
      html: '<main>$& cards</main>',
      state: { title: '</script><script>alert(1)</script>' },
    });
    expect(page).toContain('<div id="root"><main>$& cards</main></div>');
    const json = /<script id="first-screen-state" type="application\/json">(.*?)<\/script>/.exec(
      page,
    )?.[1];
    expect(JSON.parse(json!)).toEqual({ title: '</script><script>alert(1)</script>' });
    expect(page.match(/<script/g)).toHaveLength(2);
  });

  it('leaves the root empty without one', () => {
    expect(fillTemplate(template, '')).toContain('<div id="root"></div>');
  });
});

describe('startAfterPaint', () => {
  it('swaps the entry script and its preloads for the script that loads them after the first paint', () => {
    const template = splitTemplate(`<html><head><title>Rotation</title>
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
    <script type="module" crossorigin src="/assets/index-2.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/a-3.js">
    <link rel="modulepreload" crossorigin href="/assets/b-4.js">
    <link rel="manifest" href="/manifest.webmanifest"></head><body><div id="root"></div></body></html>`);
    const page = fillTemplate(startAfterPaint(template), '');
    expect(page).toContain(
      '<script src="/start-after-paint.js" defer data-entry="/assets/index-2.js" data-preload="/assets/a-3.js /assets/b-4.js"></script>',
    );
    expect(page).not.toContain('modulepreload');
    expect(page).not.toContain('type="module"');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  });

  it('leaves a template without an entry script as it is', () => {
    const template = splitTemplate('<html><head><title>R</title></head><body></body></html>');
    expect(startAfterPaint(template)).toEqual(template);
  });
});
