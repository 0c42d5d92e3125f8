import { describe, expect, it } from 'vitest';
import { isApiPath } from './security';

describe('isApiPath', () => {
  it('sees the API path the router sees, percent-encoded or not', () => {
    expect(isApiPath('/api/auth/user')).toBe(true);
    expect(isApiPath('/%61pi/auth/user')).toBe(true);
    expect(isApiPath('/%61%70%69/listings?cursor=1')).toBe(true);
  });

  it('leaves pages, assets, uploads and malformed escapes alone', () => {
    expect(isApiPath('/')).toBe(false);
    expect(isApiPath('/listings/api/x')).toBe(false);
    expect(isApiPath('/uploads/ab.webp')).toBe(false);
    expect(isApiPath('/%E0%A4%A/api/')).toBe(false);
    expect(isApiPath('/apix?/api/')).toBe(false);
  });
});
