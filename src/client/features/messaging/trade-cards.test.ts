import { describe, expect, it } from 'vitest';
import type { Deal, Offer } from '@/shared/schemas/deals';
import { message } from './test-data';
import { latestCardIds } from './trade-cards';

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
