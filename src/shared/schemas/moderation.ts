import { z } from 'zod';
import {
  MODERATOR_NOTE_MAX,
  REPORT_REASONS,
  REPORT_TARGET_TYPES,
  SUSPENSION_REASON_MAX,
} from './safety';
import { listingSchema } from './listing';
import { ACCOUNT_ERROR_CODES } from './user';
import { wtbListingSchema } from './wtb';

/** docs/product.md, Safety, Moderation: the admins' queue of open reports and what they do. */

export const MODERATION_PAGE_SIZE = 20;
export const AUDIT_PAGE_SIZE = 50;

export const NOTE_REQUIRED = 'Write a note for the file';
export const REASON_REQUIRED = 'Give a reason';
export const SUSPEND_PAST = 'The suspension must end in the future';
export const SUSPEND_SELF = "You can't suspend yourself";
export const SUSPEND_ADMIN = "Admins can't be suspended; revoke their admin rights first";
/** The audit log's reason for an admin delete made without one (the listing page's Delete). */
export const NO_REASON_GIVEN = 'No reason given';
export const NOTHING_TO_DISMISS = 'There are no open reports on this';

const noteText = (max: number, required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `Must be ${max.toLocaleString('en-US')} characters or fewer`);

const targetFields = {
  targetType: z.enum(REPORT_TARGET_TYPES, {
    error: 'targetType must be listing, wtb, user or message',
  }),
  targetId: z.string({ error: 'targetId is required' }).trim().min(1).max(200),
};

/** POST /api/admin/reports/dismiss. */
export const dismissInputSchema = z.object({
  ...targetFields,
  note: noteText(MODERATOR_NOTE_MAX, NOTE_REQUIRED),
});
export type DismissInput = z.infer<typeof dismissInputSchema>;

/** The body of an admin's delete or removal (listing, WTB request, message): why, for the audit log. */
export const moderatorReasonSchema = z.object({
  reason: noteText(MODERATOR_NOTE_MAX, REASON_REQUIRED),
});
export type ModeratorReason = z.input<typeof moderatorReasonSchema>;

/** POST /api/admin/users/{username}/suspend: `until` null suspends indefinitely. */
export const suspendInputSchema = z.object({
  until: z.iso.datetime({ offset: true, error: 'until must be a date and time' }).nullable(),
  reason: noteText(SUSPENSION_REASON_MAX, REASON_REQUIRED),
});
export type SuspendInput = z.infer<typeof suspendInputSchema>;

/** The answer to each moderation action: how many open reports it resolved. */
export const moderationResultSchema = z.object({
  message: z.string(),
  resolvedReports: z.number().int(),
});
export type ModerationResult = z.infer<typeof moderationResultSchema>;

/** A person as moderators see them: enough to judge an account at a glance. */
export const moderatedUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  profileImageUrl: z.string().nullable(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
  listingCount: z.number().int(),
  confirmedDeals: z.number().int(),
  /** Null when not suspended (a past end counts as none); 'indefinitely' for no end. */
  suspendedUntil: z.string().nullable(),
  suspensionReason: z.string().nullable(),
});
export type ModeratedUser = z.infer<typeof moderatedUserSchema>;

export const listingPreviewSchema = listingSchema
  .pick({ id: true, title: true, brand: true, price: true, description: true, isSold: true })
  .extend({ thumbnails: z.array(z.string()) });

export const wtbPreviewSchema = wtbListingSchema.pick({
  id: true,
  title: true,
  brand: true,
  size: true,
  maxPrice: true,
  description: true,
  isFulfilled: true,
});

export const contextMessageSchema = z.object({
  id: z.number().int(),
  senderUsername: z.string(),
  messageType: z.enum(['text', 'image']),
  content: z.string(),
  imageUrl: z.string().nullable(),
  removed: z.boolean(),
  createdAt: z.string(),
});
export type ContextMessage = z.infer<typeof contextMessageSchema>;

/** The reported message and a few around it in its conversation, oldest first. */
export const messagePreviewSchema = z.object({
  id: z.number().int(),
  conversationId: z.string(),
  removed: z.boolean(),
  thread: z.array(contextMessageSchema),
});

export const groupReportSchema = z.object({
  id: z.number().int(),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  /** Null when the reporter's account is gone. */
  reporter: z.string().nullable(),
  createdAt: z.string(),
});

/**
 * Every open report on one object. `owner` is whose object it is (for a user report, the user).
 * The preview matching `targetType` is null when the object is gone (deleted since).
 */
export const reportGroupSchema = z.object({
  ...targetFields,
  reportCount: z.number().int(),
  firstReportedAt: z.string(),
  owner: moderatedUserSchema.nullable(),
  listing: listingPreviewSchema.nullable(),
  wtb: wtbPreviewSchema.nullable(),
  message: messagePreviewSchema.nullable(),
  reports: z.array(groupReportSchema),
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;

export const reportQueueSchema = z.object({
  groups: z.array(reportGroupSchema),
  nextCursor: z.string().nullable(),
});
export type ReportQueue = z.infer<typeof reportQueueSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** Null for the command line (`npm run admin`) or an account deleted since. */
  actor: z.string().nullable(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  /** Where the subject can be seen, while it still exists. */
  subjectPath: z.string().nullable(),
  /** What the subject is called (a listing's title, a username), while it exists. */
  subjectLabel: z.string().nullable(),
  reason: z.string(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export const moderationPageQuerySchema = z.object({
  cursor: z.string().max(300, 'cursor is not valid').optional(),
});

/** How a suspension's end is written for people: "December 2, 2026 at 14:05 UTC". */
export function formatSuspensionEnd(until: string): string {
  return new Date(until).toLocaleString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
    timeZoneName: 'short',
  });
}

/** The sign-in page's `?error=` after a suspended account's Discord sign-in; sign-in's 403 code. */
export const ACCOUNT_SUSPENDED_ERROR = ACCOUNT_ERROR_CODES.accountSuspended;

/** Sign-in's 403 for a suspended account; `until` null for an indefinite suspension. */
export function suspendedMessage(until: string | null): string {
  return until === null
    ? 'This account is suspended'
    : `This account is suspended until ${formatSuspensionEnd(until)}`;
}
