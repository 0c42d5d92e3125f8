import { describe, expect, it } from 'vitest';
import { nextUsernameChange, usernameLockedUntil } from './username-cooldown';

describe('username cooldown (docs/product.md, States and Limits: 7 days)', () => {
  const changed = '2026-03-01T12:00:00.000Z';

  it('allows a change when the username never changed', () => {
    expect(nextUsernameChange(null)).toBeNull();
    expect(usernameLockedUntil(null)).toBeNull();
  });

  it('locks the username for exactly 7 days after a change', () => {
    const until = new Date('2026-03-08T12:00:00.000Z');
    expect(nextUsernameChange(changed)).toEqual(until);
    expect(usernameLockedUntil(changed, new Date('2026-03-02T00:00:00.000Z'))).toEqual(until);
    expect(usernameLockedUntil(changed, new Date('2026-03-08T11:59:59.999Z'))).toEqual(until);
    expect(usernameLockedUntil(changed, until)).toBeNull();
    expect(usernameLockedUntil(changed, new Date('2026-04-01T00:00:00.000Z'))).toBeNull();
  });

  it('ignores a date it cannot read', () => {
    expect(usernameLockedUntil('not a date')).toBeNull();
  });
});
