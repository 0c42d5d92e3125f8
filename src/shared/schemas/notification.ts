import { z } from 'zod';

/**
 * What a notification is about (docs/product.md, Notifications): a listing matching the reader's
 * WTB request, a price drop or a sale of a listing they favourited, new listings for a saved search.
 */
export const NOTIFICATION_KINDS = ['wtb_match', 'price_drop', 'sold', 'saved_search'] as const;
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
