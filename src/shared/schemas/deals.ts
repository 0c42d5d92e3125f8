import { z } from 'zod';
import { pageQuery } from './pagination';

/**
 * docs/product.md, Offers, deals and reviews: a price agreed in the conversation (offers), a deal
 * both people confirm happened, and the reviews that hang on confirmed deals.
 */

/** `expired` is an open offer past its expiresAt; the API shows it so as soon as the time passes. */
export const OFFER_STATES = [
  'open',
  'accepted',
  'declined',
  'withdrawn',
  'countered',
  'superseded',
  'expired',
] as const;
export type OfferState = (typeof OFFER_STATES)[number];

export const DEAL_STATES = [
  'proposed',
  'confirmed',
  'declined',
  'superseded',
  'cancelled',
] as const;
export type DealState = (typeof DEAL_STATES)[number];

export const OFFER_LIFETIME_HOURS = 48;
export const DEAL_CANCEL_WINDOW_HOURS = 24;
export const REVIEW_WINDOW_DAYS = 30;
export const REVIEW_EDIT_HOURS = 48;
export const REVIEW_TEXT_MAX = 1000;
export const CANCEL_REASON_MAX = 500;
/** Between the same two people, one confirmed deal in this many days counts toward reputation. */
export const PAIR_WINDOW_DAYS = 7;
/** A review counts toward the rating only if its author's account was this old at the deal's confirmation. */
export const REVIEWER_MIN_ACCOUNT_AGE_DAYS = 7;

export const AMOUNT_REQUIRED = 'Amount is required';
export const AMOUNT_FORMAT = 'Amount must be in dollars, with at most two decimals (120 or 120.50)';
export const AMOUNT_POSITIVE = 'Amount must be more than $0';

/** Dollars as digits with at most two decimals, above zero; answered as a string with two. */
export function amountField(required = AMOUNT_REQUIRED) {
  return z
    .union([z.string(), z.number()], { error: required })
    .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
    .pipe(
      z
        .string()
        .min(1, required)
        .regex(/^\d{1,8}(\.\d{1,2})?$/, AMOUNT_FORMAT)
        .refine((value) => Number(value) > 0, AMOUNT_POSITIVE)
        .transform((value) => Number(value).toFixed(2)),
    );
}

/** POST /api/conversations/{id}/offers and POST /api/offers/{id}/counter. */
export const offerAmountSchema = z.object({ amount: amountField() });
export type OfferAmountInput = z.input<typeof offerAmountSchema>;

/** POST /api/conversations/{id}/deal. */
export const proposeDealSchema = z.object({ price: amountField('Price is required') });
export type ProposeDealInput = z.input<typeof proposeDealSchema>;

export const CANCEL_REASON_REQUIRED = 'Say why the deal is cancelled';
export const CANCEL_REASON_TOO_LONG = `Reasons are limited to ${CANCEL_REASON_MAX} characters`;

/** POST /api/deals/{id}/cancel. */
export const cancelDealSchema = z.object({
  reason: z
    .string({ error: CANCEL_REASON_REQUIRED })
    .trim()
    .min(1, CANCEL_REASON_REQUIRED)
    .max(CANCEL_REASON_MAX, CANCEL_REASON_TOO_LONG),
});

/**
 * An offer as either party sees it; `actions` are what the viewer may do now (the server decides,
 * the card shows exactly these).
 */
export const offerSchema = z.object({
  id: z.number().int(),
  conversationId: z.string(),
  makerId: z.string(),
  /** The buyer's offer, or the seller's counter to one. */
  isCounter: z.boolean(),
  amount: z.string(),
  state: z.enum(OFFER_STATES),
  createdAt: z.string(),
  expiresAt: z.string(),
  decidedAt: z.string().nullable(),
  actions: z.array(z.enum(['accept', 'decline', 'counter', 'withdraw'])),
});
export type Offer = z.infer<typeof offerSchema>;

export const dealSchema = z.object({
  id: z.number().int(),
  conversationId: z.string(),
  listingId: z.string().nullable(),
  wtbListingId: z.string().nullable(),
  buyerId: z.string(),
  sellerId: z.string(),
  price: z.string(),
  proposedById: z.string(),
  offerId: z.number().int().nullable(),
  state: z.enum(DEAL_STATES),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** Until when a confirmed deal may still be cancelled. */
  cancellableUntil: z.string().nullable(),
  actions: z.array(z.enum(['confirm', 'decline', 'cancel', 'review'])),
});
export type Deal = z.infer<typeof dealSchema>;

/** GET /api/conversations/{id}/trade: the newest offer and deal, and what the header offers. */
export const tradeSchema = z.object({
  offer: offerSchema.nullable(),
  deal: dealSchema.nullable(),
  /** The conversation's buyer, about an unsold listing. */
  canOffer: z.boolean(),
  /** Either party, about an unsold listing or an open request. */
  canProposeDeal: z.boolean(),
});
export type Trade = z.infer<typeof tradeSchema>;

/** POST /api/offers/{id}/accept: the accepted offer and the deal it proposes. */
export const acceptedOfferSchema = z.object({ offer: offerSchema, deal: dealSchema });
export type AcceptedOffer = z.infer<typeof acceptedOfferSchema>;

/** GET /api/users/{username}/deals/count: confirmed deals that count (the 7-day pair rule). */
export const dealCountSchema = z.object({
  asBuyer: z.number().int(),
  asSeller: z.number().int(),
  total: z.number().int(),
});
export type DealCount = z.infer<typeof dealCountSchema>;

export const REVIEW_RATING = 'Rating must be a whole number from 1 to 5';
export const REVIEW_TEXT_TOO_LONG = `Reviews are limited to ${REVIEW_TEXT_MAX.toLocaleString('en-US')} characters`;
export const REPLY_REQUIRED = 'Reply cannot be empty';
export const REPLY_TOO_LONG = `Replies are limited to ${REVIEW_TEXT_MAX.toLocaleString('en-US')} characters`;

/** POST /api/deals/{id}/review, and PATCH /api/reviews/{id} within REVIEW_EDIT_HOURS. */
export const reviewInputSchema = z.object({
  rating: z
    .number({ error: REVIEW_RATING })
    .int(REVIEW_RATING)
    .min(1, REVIEW_RATING)
    .max(5, REVIEW_RATING),
  text: z
    .string({ error: 'Text must be a string' })
    .trim()
    .max(REVIEW_TEXT_MAX, REVIEW_TEXT_TOO_LONG)
    .default(''),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

/** POST /api/reviews/{id}/reply. */
export const reviewReplySchema = z.object({
  text: z
    .string({ error: REPLY_REQUIRED })
    .trim()
    .min(1, REPLY_REQUIRED)
    .max(REVIEW_TEXT_MAX, REPLY_TOO_LONG),
});

export const REMOVAL_REASON_REQUIRED = 'Say which rule the review breaks';

/** DELETE /api/reviews/{id} (admins): the reason goes to the audit log. */
export const removeReviewSchema = z.object({
  reason: z
    .string({ error: REMOVAL_REASON_REQUIRED })
    .trim()
    .min(1, REMOVAL_REASON_REQUIRED)
    .max(CANCEL_REASON_MAX, `Reasons are limited to ${CANCEL_REASON_MAX} characters`),
});

const reviewPartySchema = z.object({
  username: z.string(),
  profileImageUrl: z.string().nullable(),
});

export const reviewSchema = z.object({
  id: z.number().int(),
  dealId: z.number().int(),
  rating: z.number().int(),
  text: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  reviewer: reviewPartySchema,
  /** Whether the reviewer was the deal's buyer (so the review is of the seller) or its seller. */
  reviewerRole: z.enum(['buyer', 'seller']),
  /** The deal's item: its listing or WTB request, null once deleted. */
  item: z
    .object({
      kind: z.enum(['listing', 'wtb']),
      id: z.string(),
      title: z.string(),
      thumbnailUrl: z.string().nullable(),
    })
    .nullable(),
  price: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  /**
   * False for a review beyond the pair rule's one deal per 7 days, or by an account younger than
   * 7 days at the deal's confirmation: shown, not averaged.
   */
  counted: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewsQuerySchema = pageQuery(20, 50);
export const reviewPageSchema = z.object({
  reviews: z.array(reviewSchema),
  nextCursor: z.string().nullable(),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

/**
 * A person's reputation as profiles, listing pages' seller cards and thread headers show it:
 * the average of counted reviews (one decimal, null with none), how many people wrote them, and
 * counted confirmed deals.
 */
export const reputationSchema = z.object({
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  /** The distinct authors of the counted reviews: "from N people". */
  reviewers: z.number().int(),
  dealsAsBuyer: z.number().int(),
  dealsAsSeller: z.number().int(),
  memberSince: z.string(),
});
export type Reputation = z.infer<typeof reputationSchema>;
