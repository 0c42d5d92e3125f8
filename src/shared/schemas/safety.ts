import { z } from 'zod';

/**
 * docs/product.md, Safety: blocking another person, reporting what breaks the rules, and the
 * moderators' decisions on reports.
 */

/** What can be reported; `targetId` is the listing's, WTB request's or message's id, or a username. */
export const REPORT_TARGET_TYPES = ['listing', 'wtb', 'user', 'message'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_REASONS = [
  'scam',
  'counterfeit',
  'offensive',
  'spam',
  'prohibited',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The names people see for each reason. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  scam: 'Scam or fraud',
  counterfeit: 'Counterfeit',
  offensive: 'Offensive',
  spam: 'Spam',
  prohibited: 'Prohibited item',
  other: 'Other',
};

/** `open` until a moderator dismisses it or acts on its object. */
export const REPORT_STATES = ['open', 'dismissed', 'actioned'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

export const REPORT_DETAILS_MAX = 1000;
/** Reports one person may file in a day. */
export const REPORTS_PER_DAY = 20;
export const MODERATOR_NOTE_MAX = 1000;
export const SUSPENSION_REASON_MAX = 500;

export const REPORT_DUPLICATE = 'You already reported this';
export const REPORT_SELF = "You can't report yourself";
export const BLOCKED_MESSAGE = "You can't message this user";
export const BLOCK_SELF = "You can't block yourself";
/** What a removed message shows in its place, to both people in the conversation. */
export const REMOVED_MESSAGE_TEXT = 'Message removed by a moderator';

/** POST /api/reports. */
export const reportInputSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES, {
    error: 'targetType must be listing, wtb, user or message',
  }),
  targetId: z
    .string({ error: 'targetId is required' })
    .trim()
    .min(1, 'targetId is required')
    .max(200, 'targetId is not valid'),
  reason: z.enum(REPORT_REASONS, { error: 'Choose a reason' }),
  details: z
    .string({ error: 'Details must be text' })
    .trim()
    .max(
      REPORT_DETAILS_MAX,
      `Details must be ${REPORT_DETAILS_MAX.toLocaleString('en-US')} characters or fewer`,
    )
    .default(''),
});
export type ReportInput = z.input<typeof reportInputSchema>;

/** The answer to POST /api/reports. */
export const reportReceiptSchema = z.object({
  id: z.number().int(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.string(),
  reason: z.enum(REPORT_REASONS),
  createdAt: z.string(),
});
export type ReportReceipt = z.infer<typeof reportReceiptSchema>;

/** A person in the Blocked users list (GET /api/blocks). */
export const blockedUserSchema = z.object({
  username: z.string(),
  profileImageUrl: z.string().nullable(),
  blockedAt: z.string(),
});
export type BlockedUser = z.infer<typeof blockedUserSchema>;
export const blockListSchema = z.object({ blocked: z.array(blockedUserSchema) });
