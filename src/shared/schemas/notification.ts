import { z } from 'zod';
import { NOTIFICATIONS_READ_MAX } from '@/shared/constants';
import { givenOnce } from './query-params';

/**
 * What a notification is about (docs/product.md, Notifications): a listing matching the reader's
 * WTB request, a price drop or a sale of a listing they favourited, new listings for a saved search;
 * an offer or counter, a deal proposed or confirmed, a review of the reader; a moderator's decision
 * on the reader's report.
 */
export const NOTIFICATION_KINDS = [
  'wtb_match',
  'price_drop',
  'sold',
  'saved_search',
  'offer',
  'deal',
  'review',
  'report',
] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: notificationKindSchema,
  createdAt: z.string(),
  readAt: z.string().nullable(),
  title: z.string(),
  body: z.string(),
  /** A path inside the app: the listing, the WTB request or the saved search it is about. */
  url: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications?cursor=: pages of NOTIFICATIONS_PAGE_SIZE, newest first. */
export const notificationsQuerySchema = z.object({
  cursor: givenOnce('cursor', z.string().max(200, 'cursor is not valid').optional()),
});

/** A page of notifications; `unread` counts all of the reader's unread ones, not the page's. */
export const notificationPageSchema = z.object({
  notifications: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
  unread: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

const idsMessage = `ids must list 1 to ${NOTIFICATIONS_READ_MAX} notification ids`;

/** POST /api/notifications/read: `{ ids }` (the caller's among them) or `{ all: true }`. */
export const markNotificationsReadSchema = z
  .object(
    {
      ids: z
        .array(z.number({ error: idsMessage }).int(idsMessage).positive(idsMessage), {
          error: idsMessage,
        })
        .min(1, idsMessage)
        .max(NOTIFICATIONS_READ_MAX, idsMessage)
        .optional(),
      all: z.literal(true, { error: 'all must be true' }).optional(),
    },
    { error: 'Send ids (the notifications to mark read) or all: true' },
  )
  .refine((body) => body.ids !== undefined || body.all !== undefined, {
    error: 'Send ids (the notifications to mark read) or all: true',
  })
  .refine((body) => body.ids === undefined || body.all === undefined, {
    error: 'Send either ids or all: true, not both',
  });
export type MarkNotificationsRead = z.infer<typeof markNotificationsReadSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int() });
