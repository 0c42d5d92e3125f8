// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { USER_CACHE_LIFETIME_MS } from '@/shared/constants';
import {
  cacheUser,
  clearSessionCache,
  readCachedUser,
  readDiscordSync,
  writeDiscordSync,
} from './session-cache';
import { emailUser as user } from './test-data';

describe('session cache', () => {
  afterEach(() => sessionStorage.clear());

  it('gives back the user while the copy is under 2 minutes old', () => {
    cacheUser(user, 1_000);
    expect(readCachedUser(1_000)).toEqual(user);
    expect(readCachedUser(1_000 + USER_CACHE_LIFETIME_MS - 1)).toEqual(user);
    expect(readCachedUser(1_000 + USER_CACHE_LIFETIME_MS)).toBeNull();
  });

  it('ignores a missing or unreadable copy', () => {
    expect(readCachedUser()).toBeNull();
    sessionStorage.setItem('rotation.user', '{not json');
    expect(readCachedUser()).toBeNull();
  });

  it('remembers the Discord sync and forgets everything on clear', () => {
    expect(readDiscordSync()).toBeNull();
    writeDiscordSync('complete');
    cacheUser(user);
    expect(readDiscordSync()).toBe('complete');
    clearSessionCache();
    expect(readDiscordSync()).toBeNull();
    expect(readCachedUser()).toBeNull();
  });
});
