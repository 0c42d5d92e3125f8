import { describe, expect, it } from 'vitest';
import { groupByDay } from './message-days';
import { message } from './test-data';

describe('groupByDay', () => {
  it('puts a separator at each Pacific-time day: Today, Yesterday or a date', () => {
    const now = new Date('2026-03-10T20:00:00Z'); // 1 PM in Los Angeles
    const days = groupByDay(
      [
        message({ id: 1, createdAt: '2026-03-05T18:00:00Z' }),
        message({ id: 2, createdAt: '2026-03-09T18:00:00Z' }),
        // 11 PM on the 9th in Los Angeles, though the 10th in UTC.
        message({ id: 3, createdAt: '2026-03-10T06:30:00Z' }),
        message({ id: 4, createdAt: '2026-03-10T19:00:00Z' }),
      ],
      now,
    );
    expect(days.map((day) => [day.label, day.messages.map((item) => item.id)])).toEqual([
      ['Thursday, March 5, 2026', [1]],
      ['Yesterday', [2, 3]],
      ['Today', [4]],
    ]);
  });
});
