import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonLdScript, renderHeadTags, trimDescription } from './head-tags';

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and quoted attributes', () => {
    expect(escapeHtml(`a "b" <c> & 'd'`)).toBe('a &quot;b&quot; &lt;c&gt; &amp; &#39;d&#39;');
  });
});

describe('jsonLdScript', () => {
  it('writes < > & as JSON escapes, so no </script> can end the block, and parses back', () => {
    const data = { name: '</script><script>alert(1)</script> & <!--' };
    const script = jsonLdScript(data);
    const body = script.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(body).not.toMatch(/[<>&]/);
    expect(JSON.parse(body)).toEqual(data);
  });
});

describe('renderHeadTags', () => {
  const head = {
    title: 'A "title"',
    description: 'Desc <b>',
    canonicalUrl: 'https://x.example/listing/1',
    ogType: 'product' as const,
  };

  it('escapes every value and gives image sizes only when both are known', () => {
    const tags = renderHeadTags({
      ...head,
      image: { url: 'https://x.example/a.webp', alt: 'Alt & "more"', width: 600, height: null },
    });
    expect(tags).toContain('<title>A &quot;title&quot;</title>');
    expect(tags).toContain('<meta name="description" content="Desc &lt;b&gt;" />');
    expect(tags).toContain('<meta property="og:image:alt" content="Alt &amp; &quot;more&quot;" />');
    expect(tags).not.toContain('og:image:width');
    expect(tags).not.toContain('noindex');
  });

  it('marks pages not to index', () => {
    expect(renderHeadTags({ ...head, noindex: true })).toContain(
      '<meta name="robots" content="noindex" />',
    );
  });
});

describe('trimDescription', () => {
  it('keeps short text, flattening line breaks', () => {
    expect(trimDescription('Worn twice.\n\nPit to pit 24"')).toBe('Worn twice. Pit to pit 24"');
  });

  it('cuts long text at a word boundary with an ellipsis', () => {
    const text = trimDescription('word '.repeat(50), 22);
    expect(text).toBe('word word word word…');
    expect(text.length).toBeLessThanOrEqual(22);
  });

  it('cuts inside one very long word rather than give nothing', () => {
    expect(trimDescription('x'.repeat(300), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
