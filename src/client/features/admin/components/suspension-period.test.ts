import { describe, expect, it } from 'vitest';
import { SUSPEND_PAST } from '@/shared/schemas/moderation';
import { suspendFormSchema, suspendInput } from './suspension-period';

const now = new Date('2026-11-25T10:00:00.000Z');

describe('the suspend form', () => {
  it('counts a period in days from now, or none for indefinitely', () => {
    const form = { period: '7', date: '', reason: 'Scam' } as const;
    expect(suspendInput(form, now)).toEqual({ until: '2026-12-02T10:00:00.000Z', reason: 'Scam' });
    expect(suspendInput({ ...form, period: 'indefinitely' }, now).until).toBeNull();
  });

  it('needs a date in the future for "Until a date", and a reason', () => {
    const past = suspendFormSchema.safeParse({ period: 'date', date: '2020-01-01', reason: 'x' });
    expect(past.error?.issues[0]?.message).toBe(SUSPEND_PAST);
    const noReason = suspendFormSchema.safeParse({ period: '1', date: '', reason: ' ' });
    expect(noReason.success).toBe(false);
    const later = suspendFormSchema.safeParse({ period: 'date', date: '2999-01-01', reason: 'x' });
    expect(later.success).toBe(true);
  });
});
