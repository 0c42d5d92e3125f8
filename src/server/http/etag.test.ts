import { describe, expect, it } from 'vitest';
import { matchesIfNoneMatch, weakEtag } from './etag';

describe('matchesIfNoneMatch', () => {
  const etag = weakEtag('{"a":1}');

  it('matches our tag, weak or made strong by a proxy, alone or in a list', () => {
    expect(matchesIfNoneMatch(etag, etag)).toBe(true);
    expect(matchesIfNoneMatch(etag.slice(2), etag)).toBe(true);
    expect(matchesIfNoneMatch(`"other", ${etag}`, etag)).toBe(true);
    expect(matchesIfNoneMatch('*', etag)).toBe(true);
  });

  it('does not match another body, nothing, or a part of a tag', () => {
    expect(matchesIfNoneMatch(weakEtag('{"a":2}'), etag)).toBe(false);
    expect(matchesIfNoneMatch(undefined, etag)).toBe(false);
    expect(matchesIfNoneMatch('', etag)).toBe(false);
    expect(matchesIfNoneMatch(etag.slice(0, -3), etag)).toBe(false);
  });
});
