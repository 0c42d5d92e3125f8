import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('hides the tokens of e-mailed links and OAuth callbacks', () => {
    expect(redactUrl('/api/identity/reset-password/abc123?callbackURL=%2Freset-password')).toBe(
      '/api/identity/reset-password/[redacted]?callbackURL=%2Freset-password',
    );
    expect(redactUrl('/reset-password?token=abc123')).toBe('/reset-password?token=%5Bredacted%5D');
    expect(
      redactUrl(
        'http://localhost:3000/api/identity/verify-email?token=ey.J.x&callbackURL=%2Flogin',
      ),
    ).toBe(
      'http://localhost:3000/api/identity/verify-email?token=%5Bredacted%5D&callbackURL=%2Flogin',
    );
    const callback = redactUrl('/api/identity/callback/discord?code=c0de&state=st4te');
    expect(callback).not.toMatch(/c0de|st4te/);
    expect(callback.startsWith('/api/identity/callback/discord?code=')).toBe(true);
  });

  it('hides a token behind a percent-encoded path or parameter name too', () => {
    expect(redactUrl('/api/identity/reset-p%61ssword/abc123')).not.toContain('abc123');
    expect(redactUrl('/api/identity/verify-email?%74oken=abc123')).not.toContain('abc123');
  });

  it('leaves other URLs as they are', () => {
    expect(redactUrl('/api/listings?cursor=abc&limit=20')).toBe(
      '/api/listings?cursor=abc&limit=20',
    );
    expect(redactUrl('/')).toBe('/');
  });
});
