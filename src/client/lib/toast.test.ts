import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_REMOVE_DELAY_MS } from '@/shared/constants';
import { dismissToast, toast, useToasts } from './toast';

// useToasts reads the store through useSyncExternalStore; outside React, read it the same way.
vi.mock('react', () => ({ useSyncExternalStore: (_: unknown, read: () => unknown) => read() }));

describe('toast store', () => {
  afterEach(() => vi.useRealTimers());

  it('shows one toast at a time: a new one replaces the old', () => {
    toast({ title: 'First' });
    const { id } = toast({ title: 'Second', variant: 'destructive' });
    expect(useToasts()).toEqual([{ id, title: 'Second', variant: 'destructive', open: true }]);
  });

  it('closes a dismissed toast at once and forgets it after the removal delay', () => {
    vi.useFakeTimers();
    const { id } = toast({ title: 'Saved' });
    dismissToast(id);
    expect(useToasts()).toEqual([{ id, title: 'Saved', open: false }]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(useToasts()).toEqual([]);
  });
});
