import { describe, expect, it } from 'vitest';
import { pastPrefix } from './repository';

/** Whether `text` lies in [prefix, pastPrefix(prefix)) in byte order, as text_pattern_ops compares. */
const inRange = (text: string, prefix: string) => {
  const bytes = (s: string) => Buffer.from(s);
  return (
    Buffer.compare(bytes(text), bytes(prefix)) >= 0 &&
    Buffer.compare(bytes(text), bytes(pastPrefix(prefix))) < 0
  );
};

describe('the key range of a prefix', () => {
  it('ends just past the last text that starts with the prefix', () => {
    expect(pastPrefix('su')).toBe('sv');
    expect(pastPrefix('z')).toBe('{');
    expect(pastPrefix('ア')).toBe('ィ');
  });

  it('holds every text that starts with the prefix, and none that does not', () => {
    for (const [prefix, inside, outside] of [
      ['su', 'supreme', 'sv'],
      ['sup', 'sup', 'suo'],
      ['クロ', 'クロムハーツ', 'クヮ'],
      ['ж', 'жёлтый', 'з'],
    ]) {
      expect(inRange(inside!, prefix!), `${inside} in ${prefix}`).toBe(true);
      expect(inRange(outside!, prefix!), `${outside} not in ${prefix}`).toBe(false);
    }
  });

  it('skips the surrogates and widens past the last code point', () => {
    expect(pastPrefix('a\u{d7ff}')).toBe('a\u{e000}');
    expect(pastPrefix('a\u{10ffff}')).toBe('b');
  });
});
