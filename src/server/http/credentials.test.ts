import { describe, expect, it } from 'vitest';
import { carriesCredentials } from './credentials';

describe('carriesCredentials', () => {
  it('is true for a session cookie, secure-prefixed or among others, and for a bearer token', () => {
    expect(carriesCredentials({ cookie: 'rotation.session_token=abc' })).toBe(true);
    expect(carriesCredentials({ cookie: 'theme=dark; __Secure-rotation.session_token=abc' })).toBe(
      true,
    );
    expect(carriesCredentials({ authorization: 'Bearer abc' })).toBe(true);
  });

  it('is false for a visitor: no cookie, or only cookies that are not a session', () => {
    expect(carriesCredentials({})).toBe(false);
    expect(carriesCredentials({ cookie: 'theme=dark' })).toBe(false);
    expect(carriesCredentials({ cookie: '' })).toBe(false);
  });
});
