import { describe, expect, it } from 'vitest';
import { fillTemplate, splitTemplate } from './html-template';

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
