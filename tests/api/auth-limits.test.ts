import { describe, expect, it } from 'vitest';
import { uniqueToken } from '../factories';
import { freshAddress } from './auth-helpers';
import { useTestApp } from './test-app';

// The load balancer of these tests: the one peer allowed to name the client in X-Forwarded-For.
const PROXY = '10.0.0.5';
const ctx = useTestApp(() => ({ TRUST_PROXY: PROXY }));

describe('client addresses behind a trusted proxy', () => {
  it('reads the client address behind a proxy in a private network, and only the entry it added', async () => {
    // The load balancer appends the address it saw; what the client wrote before
    // that is its own invention and changes nothing.
    const client = freshAddress();
    const viaProxy = (spoofedEntry: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: `guess${uniqueToken()}@example.com`, password: 'wrong password' },
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': `${spoofedEntry}, ${client}` },
      });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await viaProxy(`203.0.113.${attempt}`);
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    expect((await viaProxy('203.0.113.99')).statusCode).toBe(429);
    // Someone else behind the same proxy is not held back.
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: `guess${uniqueToken()}@example.com`, password: 'wrong password' },
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': freshAddress() },
    });
    expect(other.statusCode).toBe(401);
  });
});
