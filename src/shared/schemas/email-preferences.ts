import { z } from 'zod';
import type { NotificationKind } from './notification';

/**
 * docs/product.md, E-mail: notification e-mails come per group of kinds, each sent at once
 * (instant), gathered into one e-mail a day (daily) or not at all (off).
 */
export const EMAIL_GROUPS = ['wtbMatches', 'priceDrops', 'savedSearches', 'deals'] as const;
export type EmailGroup = (typeof EMAIL_GROUPS)[number];

export const EMAIL_FREQUENCIES = ['instant', 'daily', 'off'] as const;
export const emailFrequencySchema = z.enum(EMAIL_FREQUENCIES, {
  error: 'Choose instant, daily or off',
});
export type EmailFrequency = z.infer<typeof emailFrequencySchema>;

export const emailPreferencesSchema = z.object({
  wtbMatches: emailFrequencySchema,
  priceDrops: emailFrequencySchema,
  savedSearches: emailFrequencySchema,
  /** Offers and counters, deals proposed and confirmed, reviews of oneself. */
  deals: emailFrequencySchema,
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

export const emailPreferencesUpdateSchema = emailPreferencesSchema.partial();
export type EmailPreferencesUpdate = z.infer<typeof emailPreferencesUpdateSchema>;

export const DEFAULT_EMAIL_PREFERENCES: EmailPreferences = {
  wtbMatches: 'instant',
  priceDrops: 'instant',
  savedSearches: 'daily',
  deals: 'instant',
};

/**
 * Which group decides how a notification of each kind is e-mailed; null for kinds shown in the
 * app only (a moderator's decision on one's report).
 */
export const EMAIL_GROUP_OF_KIND: Record<NotificationKind, EmailGroup | null> = {
  wtb_match: 'wtbMatches',
  price_drop: 'priceDrops',
  sold: 'priceDrops',
  saved_search: 'savedSearches',
  offer: 'deals',
  deal: 'deals',
  review: 'deals',
  report: null,
};

/** The names people see, in the settings and in e-mails. */
export const EMAIL_GROUP_LABELS: Record<EmailGroup, string> = {
  wtbMatches: 'WTB matches',
  priceDrops: 'Price drops and sales on favourites',
  savedSearches: 'Saved searches',
  deals: 'Offers, deals and reviews',
};

export const EMAIL_FREQUENCY_LABELS: Record<EmailFrequency, string> = {
  instant: 'Instant',
  daily: 'Daily digest',
  off: 'Off',
};

export const unsubscribeResultSchema = z.object({
  group: z.enum(EMAIL_GROUPS),
  preferences: emailPreferencesSchema,
});
