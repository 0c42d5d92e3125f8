import { describe, expect, it } from 'vitest';
import {
  dealActions,
  offerActions,
  offerStateAt,
  type DealRow,
  type OfferRow,
} from './view-service';

const now = new Date('2026-03-01T12:00:00.000Z');
const hours = (n: number) => new Date(now.getTime() + n * 3_600_000);
const context = { buyerId: 'buyer', sellerId: 'seller', closed: false };

function offer(overrides: Partial<OfferRow> = {}): OfferRow {
  return {
    id: 1,
    conversationId: 'c',
    listingId: 'l',
    makerId: 'buyer',
    amount: '100.00',
    state: 'open',
    countersId: null,
    createdAt: hours(-1),
    expiresAt: hours(47),
    decidedAt: null,
    ...overrides,
  };
}

function deal(overrides: Partial<DealRow> = {}): DealRow {
  return {
    id: 1,
    conversationId: 'c',
    listingId: 'l',
    wtbListingId: null,
    buyerId: 'buyer',
    sellerId: 'seller',
    price: '100.00',
    proposedById: 'seller',
    offerId: null,
    state: 'proposed',
    createdAt: hours(-1),
    confirmedAt: null,
    closedAt: null,
    cancelledById: null,
    cancelReason: null,
    ...overrides,
  };
}

describe('offer actions', () => {
  it('the buyer withdraws their offer; the seller accepts, declines or counters it', () => {
    expect(offerActions(offer(), 'buyer', context, now)).toEqual(['withdraw']);
    expect(offerActions(offer(), 'seller', context, now)).toEqual(['accept', 'decline', 'counter']);
    expect(offerActions(offer(), 'someone', context, now)).toEqual([]);
  });

  it('the buyer accepts or declines a counter; nobody counters a counter', () => {
    const counter = offer({ makerId: 'seller', countersId: 1 });
    expect(offerActions(counter, 'buyer', context, now)).toEqual(['accept', 'decline']);
    expect(offerActions(counter, 'seller', context, now)).toEqual(['withdraw']);
  });

  it('about a sold listing only declining and withdrawing are left', () => {
    const sold = { ...context, closed: true };
    expect(offerActions(offer(), 'seller', sold, now)).toEqual(['decline']);
    expect(offerActions(offer(), 'buyer', sold, now)).toEqual(['withdraw']);
  });

  it('an open offer past its expiry reads as expired and takes no action', () => {
    const past = offer({ expiresAt: now });
    expect(offerStateAt(past, now)).toBe('expired');
    expect(offerActions(past, 'seller', context, now)).toEqual([]);
    expect(offerStateAt(offer({ state: 'declined', expiresAt: now }), now)).toBe('declined');
  });
});

describe('deal actions', () => {
  it('a proposal: the other party confirms or declines, the proposer may withdraw it', () => {
    expect(dealActions(deal(), 'buyer', false, now)).toEqual(['confirm', 'decline']);
    expect(dealActions(deal(), 'seller', false, now)).toEqual(['cancel']);
    expect(dealActions(deal(), 'someone', false, now)).toEqual([]);
  });

  it('a confirmed deal: cancel for 24 hours, a review for 30 days unless given', () => {
    const confirmed = (at: Date) => deal({ state: 'confirmed', confirmedAt: at });
    expect(dealActions(confirmed(hours(-23)), 'buyer', false, now)).toEqual(['cancel', 'review']);
    expect(dealActions(confirmed(hours(-24)), 'buyer', false, now)).toEqual(['review']);
    expect(dealActions(confirmed(hours(-23)), 'seller', true, now)).toEqual(['cancel']);
    expect(dealActions(confirmed(hours(-30 * 24)), 'buyer', false, now)).toEqual([]);
    expect(dealActions(deal({ state: 'cancelled' }), 'buyer', false, now)).toEqual([]);
  });
});
