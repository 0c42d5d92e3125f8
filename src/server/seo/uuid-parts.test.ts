import { describe, expect, it } from 'vitest';
import { partsFor, uuidRange } from './uuid-parts';
import { escapeXml, urlEntry } from './sitemap-xml';

describe('uuidRange', () => {
  it('cuts the key space into ranges that meet end to start, from the first key to the end', () => {
    const ranges = [1, 2, 3, 4, 5, 6, 7].map((part) => uuidRange(part, 7));
    expect(ranges[0]!.from).toBe('00000000-0000-0000-0000-000000000000');
    expect(ranges.at(-1)!.to).toBeNull();
    for (let i = 1; i < ranges.length; i += 1) {
      expect(ranges[i]!.from).toBe(ranges[i - 1]!.to);
      expect(ranges[i]!.from > ranges[i - 1]!.from).toBe(true);
    }
  });

  it('halves at 8000…', () => {
    expect(uuidRange(1, 2)).toEqual({
      from: '00000000-0000-0000-0000-000000000000',
      to: '80000000-0000-0000-0000-000000000000',
    });
    expect(uuidRange(1, 1).to).toBeNull();
  });
});

describe('partsFor', () => {
  it('sizes files for 25,000 rows, at least one', () => {
    expect(partsFor(0)).toBe(1);
    expect(partsFor(25_000)).toBe(1);
    expect(partsFor(25_001)).toBe(2);
    expect(partsFor(1_000_000)).toBe(40);
  });
});

describe('sitemap XML', () => {
  it('escapes what XML gives meaning to', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    expect(urlEntry('https://x.example/wtb?a=1&b=2', new Date(Date.UTC(2026, 10, 25)))).toBe(
      '<url><loc>https://x.example/wtb?a=1&amp;b=2</loc><lastmod>2026-11-25T00:00:00.000Z</lastmod></url>\n',
    );
  });
});
