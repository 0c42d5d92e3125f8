import { describe, expect, it } from 'vitest';
import type { Deal, Offer } from '@/shared/schemas/deals';
import { message } from './test-data';
import { latestCardIds, withoutStepActions } from './trade-cards';

const offer = (id: number) => ({ id }) as Offer;
const deal = (id: number) => ({ id }) as Deal;

describe('latestCardIds', () => {
  it('gives each offer and deal its newest step, and plain messages none', () => {
    const thread = [
      message({ id: 1 }),
      message({ id: 2, offer: offer(7) }),
      message({ id: 3, offer: offer(8) }),
      message({ id: 4, offer: offer(7) }),
      message({ id: 5, deal: deal(3) }),
      message({ id: 6 }),
    ];
    expect([...latestCardIds(thread)].sort()).toEqual([3, 4, 5]);
  });
});

describe('withoutStepActions', () => {
  it('takes the buttons off offers and deals but keeps Review, and leaves text alone', () => {
    const open = { id: 7, actions: ['accept', 'decline', 'counter'] } as Offer;
    const done = { id: 3, actions: ['cancel', 'review'] } as Deal;
    expect(withoutStepActions(message({ offer: open })).offer?.actions).toEqual([]);
    expect(withoutStepActions(message({ deal: done })).deal?.actions).toEqual(['review']);
    const text = message({ content: 'hello' });
    expect(withoutStepActions(text)).toEqual(text);
  });
});
