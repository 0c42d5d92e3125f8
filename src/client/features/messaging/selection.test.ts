import { describe, expect, it } from 'vitest';
import {
  matchesTarget,
  otherParty,
  resolveSelection,
  settleSelection,
  type ChatTarget,
  type SelectionState,
} from './selection';
import { conversation, ME, OTHER } from './test-data';

const seller = { id: OTHER, username: 'sofia', profileImageUrl: null, isAdmin: false };
const listingTarget: ChatTarget = {
  kind: 'listing',
  other: seller,
  listing: conversation().listing!,
};
const wtbTarget: ChatTarget = {
  kind: 'wtb',
  other: seller,
  wtb: { id: 'w1', title: 'Dunk', brand: 'Nike', size: '10', maxPrice: '1', isFulfilled: false },
};
const aboutWtb = conversation({
  id: 'wtb-conv',
  isWTB: true,
  listingId: null,
  listing: null,
  wtbListingId: 'w1',
});

describe('who a conversation is with', () => {
  it('is the other participant, whichever side this user is on', () => {
    expect(otherParty(conversation(), ME).id).toBe(OTHER);
    expect(otherParty(conversation(), OTHER).id).toBe(ME);
  });
});

describe('matchesTarget', () => {
  it('needs the same other person and the same listing or request', () => {
    expect(matchesTarget(conversation(), listingTarget, ME)).toBe(true);
    expect(matchesTarget(conversation({ listingId: 'l2' }), listingTarget, ME)).toBe(false);
    expect(matchesTarget(conversation({ sellerId: 'someone' }), listingTarget, ME)).toBe(false);
    expect(matchesTarget(aboutWtb, wtbTarget, ME)).toBe(true);
    expect(matchesTarget(aboutWtb, listingTarget, ME)).toBe(false);
    expect(matchesTarget(conversation(), wtbTarget, ME)).toBe(false);
  });
});

describe('choosing a conversation when the dialog opens (docs/product.md, States)', () => {
  const self = conversation({ id: 'self', buyerId: ME, sellerId: ME });
  const list = [self, conversation({ id: 'first' }), conversation({ id: 'second' })];

  it('waits for the list before choosing', () => {
    const auto: SelectionState = { kind: 'auto' };
    expect(settleSelection(auto, undefined, ME)).toBe(auto);
    expect(resolveSelection(auto, undefined)).toEqual({ kind: 'none' });
  });

  it('opened plainly, chooses the first conversation not with oneself', () => {
    expect(settleSelection({ kind: 'auto' }, list, ME)).toEqual({
      kind: 'conversation',
      id: 'first',
    });
    expect(settleSelection({ kind: 'auto' }, [self], ME)).toEqual({ kind: 'none' });
    expect(settleSelection({ kind: 'auto' }, [], ME)).toEqual({ kind: 'none' });
  });

  it('opened for a listing or request, chooses its conversation, else starts one', () => {
    const forListing: SelectionState = { kind: 'target', target: listingTarget };
    expect(settleSelection(forListing, [...list, aboutWtb], ME)).toEqual({
      kind: 'conversation',
      id: 'first',
    });
    const forWtb: SelectionState = { kind: 'target', target: wtbTarget };
    expect(settleSelection(forWtb, [...list, aboutWtb], ME)).toEqual({
      kind: 'conversation',
      id: 'wtb-conv',
    });
    expect(settleSelection(forWtb, list, ME)).toBe(forWtb);
    expect(resolveSelection(forWtb, list)).toEqual({ kind: 'pending', target: wtbTarget });
  });

  it('keeps a choice once made', () => {
    const chosen: SelectionState = { kind: 'conversation', id: 'second' };
    expect(settleSelection(chosen, list, ME)).toBe(chosen);
    expect(resolveSelection(chosen, list)).toEqual({
      kind: 'conversation',
      conversation: list[2],
    });
    expect(resolveSelection({ kind: 'conversation', id: 'gone' }, list)).toEqual({
      kind: 'none',
    });
  });
});
