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
