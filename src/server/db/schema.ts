import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { CATEGORIES, CONDITIONS } from '@/shared/constants';
import { EMAIL_FREQUENCIES } from '@/shared/schemas/email-preferences';
import { DEAL_STATES, OFFER_STATES } from '@/shared/schemas/deals';
import { NOTIFICATION_KINDS } from '@/shared/schemas/notification';
import { REPORT_REASONS, REPORT_STATES, REPORT_TARGET_TYPES } from '@/shared/schemas/safety';

// Timestamps keep millisecond precision so that a JavaScript Date round-trips exactly:
// keyset cursors compare them, and microseconds lost on the way would repeat or skip rows.
const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

export const categoryEnum = pgEnum('listing_category', CATEGORIES);
export const conditionEnum = pgEnum('listing_condition', CONDITIONS);
export const messageTypeEnum = pgEnum('message_type', ['text', 'image']);

/**
 * Accounts. Ids are text because the identity layer (Better Auth) generates string ids.
 * The sign-in tables (sessions, accounts, verifications) arrive with the accounts issue.
 */
export const users = pgTable(
  'users',
  {
    id: text('id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    name: text('name').notNull().default(''),
    username: varchar('username', { length: 20 }).notNull(),
    usernameLastChanged: at('username_last_changed'),
    /**
     * Whether the person has picked their username: the first pick replaces the one given at
     * sign-up and does not start the 7-day lock (docs/product.md, Usernames).
     */
    usernameChosen: boolean('username_chosen').notNull().default(false),
    profileImageUrl: text('profile_image_url'),
    isAdmin: boolean('is_admin').notNull().default(false),
    discordId: text('discord_id'),
    discordUsername: text('discord_username'),
    authProvider: text('auth_provider').notNull().default('email'),
    /**
     * Set by a moderator: until then the account cannot sign in and its listings and WTB
     * requests leave every feed. 'infinity' for an indefinite suspension; past dates mean none.
     */
    suspendedUntil: at('suspended_until'),
    suspensionReason: text('suspension_reason'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // The few suspended accounts, which the feeds leave out.
    index('users_suspended_idx')
      .on(t.id)
      .where(sql`${t.suspendedUntil} is not null`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_discord_id_key').on(t.discordId),
    check('users_username_format', sql`${t.username} ~ '^[A-Za-z0-9]{3,20}$'`),
    check('users_auth_provider', sql`${t.authProvider} in ('email', 'discord')`),
  ],
);

export const listings = pgTable(
  'listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 100 }).notNull(),
    description: varchar('description', { length: 1500 }),
    brand: varchar('brand', { length: 50 }).notNull(),
    category: categoryEnum('category').notNull(),
    size: varchar('size', { length: 5 }).notNull(),
    condition: conditionEnum('condition').notNull(),
    price: money('price').notNull(),
    originalPrice: money('original_price'),
    isDiscounted: boolean('is_discounted').notNull().default(false),
    isSold: boolean('is_sold').notNull().default(false),
    soldAt: at('sold_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    /** The feed's sort key: creation time, moved to now by a bump. */
    bumpedAt: at('bumped_at').notNull().defaultNow(),
    /** When the seller last bumped by hand (the 24-hour cooldown). */
    lastBumpedAt: at('last_bumped_at'),
    /** When the price was last reduced (the recently-reduced sort); null until the first. */
    discountedAt: at('discounted_at'),
    /**
     * The brand with case, accents, spacing and punctuation ignored ("Stüssy" and "stussy" are
     * one brand): what brand filters and suggestions compare. Computed by PostgreSQL's
     * brand_key(), defined in migration 0003 with the brands table's triggers.
     */
    brandKey: text('brand_key')
      .notNull()
      .generatedAlwaysAs(sql`brand_key(brand)`),
    /**
     * The brand and size as WTB matching compares them (brandMatchKey, sizeMatchKey in
     * src/shared/matching.ts), written with every insert and edit; null only on rows older than
     * these columns until the server's start fills them (docs/decisions/027-wtb-matching.md).
     */
    matchBrand: text('match_brand'),
    matchSize: text('match_size'),
  },
  (t) => [
    // Matches ORDER BY bumped_at DESC, id DESC exactly (DESC defaults to NULLS FIRST).
    index('listings_feed_idx').on(t.bumpedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('listings_seller_feed_idx').on(
      t.sellerId,
      t.isSold,
      t.bumpedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The filters' and sorts' indexes; which query uses which, with the plans seen at 200,000
    // listings: docs/decisions/019-listing-filter-indexes.md.
    index('listings_available_feed_idx')
      .on(t.bumpedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`not ${t.isSold}`),
    index('listings_price_idx').on(t.price, t.id),
    index('listings_available_price_idx')
      .on(t.price, t.id)
      .where(sql`not ${t.isSold}`),
    index('listings_reduced_idx')
      .on(t.discountedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.discountedAt} is not null`),
    index('listings_brand_key_feed_idx').on(
      t.brandKey,
      t.bumpedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // A brand in a size ("Nike in M"), the commonest pair of filters: walked in order, where the
    // brand's index would read past its other sizes (decision 047).
    index('listings_brand_key_size_feed_idx').on(
      t.brandKey,
      sql`lower(${t.size})`,
      t.bumpedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      sql`((${t.price} * 100)::integer)`,
    ),
    // The size indexes end with the price in cents, which the page queries planned in Node used
    // to walk a price range (migration 0018); since decision 054 no query reads it, and whether
    // these indexes keep it is for the next EXPLAIN at a million listings.
    index('listings_category_size_feed_idx').on(
      t.category,
      sql`lower(${t.size})`,
      t.bumpedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      sql`((${t.price} * 100)::integer)`,
    ),
    index('listings_size_feed_idx').on(
      sql`lower(${t.size})`,
      t.bumpedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      sql`((${t.price} * 100)::integer)`,
    ),
    // A WTB request's matches: available listings of its brand (and size), under its budget.
    index('listings_available_match_idx')
      .on(t.matchBrand, t.matchSize, t.price)
      .where(sql`not ${t.isSold}`),
    // The sitemap's files: available listings in key order, read a chunk at a time
    // (docs/decisions/040-sitemaps.md).
    index('listings_available_id_idx')
      .on(t.id)
      .where(sql`not ${t.isSold}`),
    index('listings_brand_trgm_idx').using('gin', sql`lower(${t.brand}) gin_trgm_ops`),
    check('listings_title_length', sql`char_length(btrim(${t.title})) between 1 and 100`),
    check('listings_brand_length', sql`char_length(btrim(${t.brand})) between 1 and 50`),
    check('listings_size_length', sql`char_length(btrim(${t.size})) between 1 and 5`),
    check('listings_price_range', sql`${t.price} > 0 and ${t.price} <= 10000000`),
    check(
      'listings_original_price_range',
      sql`${t.originalPrice} is null or (${t.originalPrice} > 0 and ${t.originalPrice} <= 10000000)`,
    ),
    check('listings_sold_at', sql`${t.isSold} = (${t.soldAt} is not null)`),
    check('listings_discount', sql`not ${t.isDiscounted} or ${t.originalPrice} is not null`),
  ],
);

/**
 * Every brand listed, by brand_key, with the count of available (unsold) listings: what brand
 * suggestions read. Kept in step by triggers on listings (migration 0003), so it is never
 * counted at request time. `name` is the spelling of the first listing of the brand.
 */
export const brands = pgTable(
  'brands',
  {
    key: text('key').primaryKey(),
    name: text('name').notNull(),
    listings: integer('listings').notNull().default(0),
  },
  (t) => [
    index('brands_key_prefix_idx').using('btree', sql`${t.key} text_pattern_ops`),
    index('brands_key_trgm_idx').using('gin', sql`${t.key} gin_trgm_ops`),
  ],
);

export const listingImages = pgTable(
  'listing_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    /** Display size, longest side 1800 px. */
    url: text('url').notNull(),
    /** Card thumbnail, longest side 600 px. */
    thumbnailUrl: text('thumbnail_url').notNull(),
    width: integer('width'),
    height: integer('height'),
  },
  (t) => [
    uniqueIndex('listing_images_order_key').on(t.listingId, t.position),
    // Covers the feed page's photo lookup (URLs in position order) as an index-only scan; Drizzle
    // has no INCLUDE, so the URLs are trailing key columns.
    index('listing_images_feed_idx').on(t.listingId, t.position, t.url, t.thumbnailUrl),
    check('listing_images_position', sql`${t.position} between 0 and 7`),
  ],
);

export const wtbListings = pgTable(
  'wtb_listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 100 }).notNull(),
    description: varchar('description', { length: 1500 }),
    brand: varchar('brand', { length: 50 }).notNull(),
    size: varchar('size', { length: 10 }).notNull(),
    maxPrice: money('max_price').notNull(),
    isFulfilled: boolean('is_fulfilled').notNull().default(false),
    fulfilledAt: at('fulfilled_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    bumpedAt: at('bumped_at').notNull().defaultNow(),
    lastBumpedAt: at('last_bumped_at'),
    /** The brand as brand filters compare it (see listings.brandKey). */
    brandKey: text('brand_key')
      .notNull()
      .generatedAlwaysAs(sql`brand_key(brand)`),
    /** As on listings; `match_size` is `*` for a request of any size (isAnySize). */
    matchBrand: text('match_brand'),
    matchSize: text('match_size'),
  },
  (t) => [
    // The open requests a listing matches: one brand, its size or any, a budget at or above its
    // price; a range scan however many requests are open.
    index('wtb_open_match_idx')
      .on(t.matchBrand, t.matchSize, t.maxPrice)
      .where(sql`not ${t.isFulfilled}`),
    index('wtb_open_feed_idx')
      .on(t.bumpedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`not ${t.isFulfilled}`),
    index('wtb_buyer_open_idx')
      .on(t.buyerId, t.bumpedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`not ${t.isFulfilled}`),
    // The board's brand filter and its budget sort (docs/decisions/019-listing-filter-indexes.md).
    index('wtb_open_brand_feed_idx')
      .on(t.brandKey, t.bumpedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`not ${t.isFulfilled}`),
    index('wtb_open_budget_idx')
      .on(t.maxPrice.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`not ${t.isFulfilled}`),
    index('wtb_open_id_idx')
      .on(t.id)
      .where(sql`not ${t.isFulfilled}`),
    index('wtb_search_trgm_idx').using(
      'gin',
      sql`(lower(${t.title}) || ' ' || lower(${t.brand})) gin_trgm_ops`,
    ),
    check('wtb_title_length', sql`char_length(btrim(${t.title})) between 1 and 100`),
    check('wtb_brand_length', sql`char_length(btrim(${t.brand})) between 1 and 50`),
    check('wtb_size_length', sql`char_length(btrim(${t.size})) between 1 and 10`),
    check('wtb_max_price_range', sql`${t.maxPrice} > 0 and ${t.maxPrice} <= 10000000`),
    check('wtb_fulfilled_at', sql`${t.isFulfilled} = (${t.fulfilledAt} is not null)`),
  ],
);

export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // A deleted listing leaves its conversations (and their messages) in place, unlinked.
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    wtbListingId: uuid('wtb_listing_id').references(() => wtbListings.id, { onDelete: 'set null' }),
    isWtb: boolean('is_wtb').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    lastMessageAt: at('last_message_at'),
    /** Unread state is derived per participant from the last message id each has read. */
    buyerLastReadMessageId: bigint('buyer_last_read_message_id', { mode: 'number' }),
    sellerLastReadMessageId: bigint('seller_last_read_message_id', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('conversations_listing_key')
      .on(t.buyerId, t.sellerId, t.listingId)
      .where(sql`${t.listingId} is not null`),
    uniqueIndex('conversations_wtb_key')
      .on(t.buyerId, t.sellerId, t.wtbListingId)
      .where(sql`${t.wtbListingId} is not null`),
    index('conversations_buyer_idx').on(t.buyerId),
    index('conversations_seller_idx').on(t.sellerId),
    check('conversations_two_people', sql`${t.buyerId} <> ${t.sellerId}`),
    check(
      'conversations_one_subject',
      sql`not (${t.listingId} is not null and ${t.wtbListingId} is not null)`,
    ),
    check('conversations_wtb_subject', sql`${t.isWtb} or ${t.wtbListingId} is null`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    // A growing bigint, so a reconnecting client can ask for everything after the last id it saw.
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageType: messageTypeEnum('message_type').notNull(),
    content: text('content').notNull().default(''),
    imageUrl: text('image_url'),
    /**
     * An offer's or a deal's step in the thread (made, countered, accepted, confirmed…): a text
     * message whose content is the step's one-line summary, linked to the offer or deal whose
     * current state its card shows (decision 032).
     */
    offerId: bigint('offer_id', { mode: 'number' }).references(() => offers.id),
    dealId: bigint('deal_id', { mode: 'number' }).references(() => deals.id),
    /** A moderator removed it: both people see REMOVED_MESSAGE_TEXT in its place. */
    removedAt: at('removed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.id),
    check('messages_one_card', sql`${t.offerId} is null or ${t.dealId} is null`),
    check('messages_content_length', sql`char_length(${t.content}) <= 2000`),
    check(
      'messages_kind',
      sql`(${t.messageType} = 'text' and btrim(${t.content}) <> '' and ${t.imageUrl} is null)
        or (${t.messageType} = 'image' and ${t.imageUrl} is not null)`,
    ),
  ],
);

// Better Auth's tables (sessions, linked accounts and password hashes, one-time tokens, rate-limit
// counters), written here rather than by its CLI so drizzle-kit owns every migration.
// Checked against Better Auth 1.7's core schema (@better-auth/core db/get-tables).

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    expiresAt: at('expires_at').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: at('access_token_expires_at'),
    refreshTokenExpiresAt: at('refresh_token_expires_at'),
    scope: text('scope'),
    /** argon2id hash, for e-mail and password accounts only. */
    password: text('password'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('accounts_user_idx').on(t.userId),
    uniqueIndex('accounts_provider_account_key').on(t.providerId, t.accountId),
  ],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/** Shared by every server instance, so limits hold behind a load balancer. */
export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/**
 * The (request, listing) pairs whose buyer has been told of the match, or which matched when the
 * request was posted or edited (shown, not notified): a pair alerts at most once. `priced_out` is
 * set when the listing's price later rises above the request's budget (or the budget falls below
 * it), so a price drop back under the budget alerts again (docs/product.md, WTB matches).
 */
export const wtbMatchAlerts = pgTable(
  'wtb_match_alerts',
  {
    wtbId: uuid('wtb_id')
      .notNull()
      .references(() => wtbListings.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    pricedOut: boolean('priced_out').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.wtbId, t.listingId] }),
    index('wtb_match_alerts_listing_idx').on(t.listingId),
  ],
);

/**
 * What a person is told about: a listing matching their WTB request, a price drop or sale of a
 * favourite, new listings for a saved search (docs/product.md, Notifications). Written in the same
 * transaction as the change that causes it; `id` orders them (newest first) and is the cursor.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Where the notification opens, a path inside the app (`/listings/…`, `/wtb/…`, `/?…`). */
    url: text('url').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    readAt: at('read_at'),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id.desc()),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    check(
      'notifications_kind',
      sql`${t.kind} in ('wtb_match', 'price_drop', 'sold', 'saved_search', 'offer', 'deal', 'review', 'report')`,
    ),
  ],
);

/**
 * A person's saved searches of the feed (docs/product.md, Saved searches). `query` is the feed's
 * canonical query string; categories, sizes, brand keys and the price bounds repeat its parts
 * that a new listing can be compared with by index, to narrow the searches a listing may fit
 * before the feed's own filters decide (decision 029).
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 50 }).notNull(),
    query: text('query').notNull(),
    /** Empty: any category. */
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Lower-cased, as the feed compares sizes; empty: any size. */
    sizes: text('sizes')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** brand_key() of each brand; empty: any brand. */
    brandKeys: text('brand_keys')
      .array()
      .notNull()
      .default(sql`'{}'`),
    minPrice: money('min_price'),
    maxPrice: money('max_price'),
    createdAt: at('created_at').notNull().defaultNow(),
    /**
     * The search's latest notification, when it was written and what it holds so far: within
     * an hour of it, new fitting listings are added to it instead of notifying again.
     */
    lastNotifiedAt: at('last_notified_at'),
    lastNotificationId: bigint('last_notification_id', { mode: 'number' }).references(
      () => notifications.id,
      { onDelete: 'set null' },
    ),
    lastNotifiedCount: integer('last_notified_count').notNull().default(0),
    lastNotifiedTitle: text('last_notified_title'),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    check('saved_searches_name_length', sql`char_length(btrim(${t.name})) between 1 and 50`),
  ],
);

/**
 * How each person wants notification e-mails, per group of kinds (docs/product.md, E-mail). No row
 * means the defaults (DEFAULT_EMAIL_PREFERENCES).
 */
export const emailPreferences = pgTable(
  'email_preferences',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    wtbMatches: text('wtb_matches', { enum: EMAIL_FREQUENCIES }).notNull(),
    priceDrops: text('price_drops', { enum: EMAIL_FREQUENCIES }).notNull(),
    savedSearches: text('saved_searches', { enum: EMAIL_FREQUENCIES }).notNull(),
    deals: text('deals', { enum: EMAIL_FREQUENCIES }).notNull().default('instant'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'email_preferences_values',
      sql`${t.wtbMatches} in ('instant', 'daily', 'off') and ${t.priceDrops} in ('instant', 'daily', 'off') and ${t.savedSearches} in ('instant', 'daily', 'off') and ${t.deals} in ('instant', 'daily', 'off')`,
    ),
  ],
);

/**
 * Notifications already e-mailed on their own: written in the same transaction that sends the
 * mail, so a retried delivery job sees it and sends nothing (decision 025).
 */
export const notificationEmails = pgTable('notification_emails', {
  notificationId: bigint('notification_id', { mode: 'number' })
    .primaryKey()
    .references(() => notifications.id, { onDelete: 'cascade' }),
  sentAt: at('sent_at').notNull().defaultNow(),
});

/**
 * Instant `deals` e-mails about one conversation to one person: at most one per window (10
 * minutes); steps inside it wait for one follow-up at its end (docs/product.md, E-mail).
 */
export const conversationEmails = pgTable(
  'conversation_emails',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** The last e-mail about this conversation to this person: its window starts here. */
    lastSentAt: at('last_sent_at'),
    /** The oldest notification waiting for the follow-up; null when none waits. */
    pendingFrom: bigint('pending_from', { mode: 'number' }),
    /** When the follow-up already queued runs: one per window. */
    followUpAt: at('follow_up_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.conversationId] })],
);

/** Each person's last daily digest: at most one a day, covering what came since (decision 026). */
export const emailDigests = pgTable('email_digests', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The UTC day of the last digest. */
  lastDay: text('last_day').notNull(),
  lastSentAt: at('last_sent_at').notNull(),
});

/**
 * Who keeps an eye on which listing (docs/product.md, Favourites): one row per person and listing,
 * gone with either. `created_at` orders a person's favourites, newest first.
 */
export const favourites = pgTable(
  'favourites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.listingId] }),
    // A person's favourites page: ORDER BY created_at DESC, listing_id DESC (NULLS FIRST, the
    // default of DESC, so the plain ORDER BY can walk it).
    index('favourites_user_recent_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.listingId.desc().nullsFirst(),
    ),
    // Who favourited a listing: its count and the people told about its price drop or sale.
    index('favourites_listing_idx').on(t.listingId),
  ],
);

/**
 * A price offered in a conversation about a listing (docs/product.md, Offers): the buyer's offer
 * or the seller's counter to it. One is open per conversation at a time; a new one supersedes it.
 * An open offer past `expiresAt` is expired, whether or not its state says so yet (it is written
 * when the offer is next touched).
 */
export const offers = pgTable(
  'offers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    /** Who made it: the buyer (an offer) or the seller (a counter). */
    makerId: text('maker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    state: text('state', { enum: OFFER_STATES }).notNull().default('open'),
    /** The offer this one counters, for a counter. */
    countersId: bigint('counters_id', { mode: 'number' }),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    decidedAt: at('decided_at'),
  },
  (t) => [
    uniqueIndex('offers_one_open')
      .on(t.conversationId)
      .where(sql`${t.state} = 'open'`),
    index('offers_conversation_idx').on(t.conversationId, t.id),
    check('offers_amount', sql`${t.amount} > 0`),
    check(
      'offers_state',
      sql`${t.state} in ('open', 'accepted', 'declined', 'withdrawn', 'countered', 'superseded', 'expired')`,
    ),
  ],
);

/**
 * A deal: a price both people agree was paid for a listing or a WTB request (docs/product.md,
 * Deals). Proposed by one party (or by accepting an offer), confirmed by the other; either may
 * cancel it within 24 hours of confirmation. `buyerId` is who pays: in a WTB conversation that is
 * the request's poster, the conversation's `sellerId`.
 */
export const deals = pgTable(
  'deals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    wtbListingId: uuid('wtb_listing_id').references(() => wtbListings.id, { onDelete: 'set null' }),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    price: money('price').notNull(),
    proposedById: text('proposed_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The accepted offer it came from, if it did. */
    offerId: bigint('offer_id', { mode: 'number' }).references(() => offers.id, {
      onDelete: 'set null',
    }),
    state: text('state', { enum: DEAL_STATES }).notNull().default('proposed'),
    createdAt: at('created_at').notNull().defaultNow(),
    confirmedAt: at('confirmed_at'),
    /** When a proposal was declined or superseded, or a confirmed deal cancelled. */
    closedAt: at('closed_at'),
    cancelledById: text('cancelled_by_id').references(() => users.id, { onDelete: 'set null' }),
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    uniqueIndex('deals_one_proposed')
      .on(t.conversationId)
      .where(sql`${t.state} = 'proposed'`),
    // One confirmed deal per listing and per request, however many conversations it has.
    uniqueIndex('deals_one_per_listing')
      .on(t.listingId)
      .where(sql`${t.state} = 'confirmed' and ${t.listingId} is not null`),
    uniqueIndex('deals_one_per_wtb')
      .on(t.wtbListingId)
      .where(sql`${t.state} = 'confirmed' and ${t.wtbListingId} is not null`),
    index('deals_conversation_idx').on(t.conversationId, t.id),
    index('deals_buyer_idx')
      .on(t.buyerId, t.confirmedAt)
      .where(sql`${t.state} = 'confirmed'`),
    index('deals_seller_idx')
      .on(t.sellerId, t.confirmedAt)
      .where(sql`${t.state} = 'confirmed'`),
    check('deals_price', sql`${t.price} > 0`),
    check('deals_two_people', sql`${t.buyerId} <> ${t.sellerId}`),
    check(
      'deals_state',
      sql`${t.state} in ('proposed', 'confirmed', 'declined', 'superseded', 'cancelled')`,
    ),
    check('deals_confirmed_at', sql`${t.state} <> 'confirmed' or ${t.confirmedAt} is not null`),
  ],
);

/**
 * One party's review of the other after a confirmed deal (docs/product.md, Reviews): one per
 * person per deal, one reply by the reviewed person. An admin's removal keeps the row (and an
 * audit_log entry) but takes it off profiles and averages.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    dealId: bigint('deal_id', { mode: 'number' })
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    reviewerId: text('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    revieweeId: text('reviewee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    text: text('text').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    reply: text('reply'),
    repliedAt: at('replied_at'),
    removedAt: at('removed_at'),
    removedById: text('removed_by_id').references(() => users.id, { onDelete: 'set null' }),
    removedReason: text('removed_reason'),
  },
  (t) => [
    uniqueIndex('reviews_one_per_party').on(t.dealId, t.reviewerId),
    index('reviews_reviewee_idx').on(t.revieweeId, t.id.desc()),
    check('reviews_rating', sql`${t.rating} between 1 and 5`),
    check('reviews_text_length', sql`char_length(${t.text}) <= 1000`),
    check('reviews_reply_length', sql`char_length(${t.reply}) <= 1000`),
    check('reviews_two_people', sql`${t.reviewerId} <> ${t.revieweeId}`),
  ],
);

/**
 * Who blocked whom (docs/product.md, Safety): no new conversations or messages between the two,
 * either way, and the blocked person's listings and WTB requests leave the blocker's feeds.
 */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: text('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('blocks_blocked_idx').on(t.blockedId),
    check('blocks_two_people', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

/**
 * A person's report of a listing, WTB request, user or message (docs/product.md, Safety).
 * `targetUserId` is whose object it is (the seller, the poster, the sender, the user), kept so a
 * moderator sees who is behind a report even after the object is gone.
 */
export const reports = pgTable(
  'reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type', { enum: REPORT_TARGET_TYPES }).notNull(),
    /** The listing's, WTB request's or message's id; the user's id for a user. */
    targetId: text('target_id').notNull(),
    targetUserId: text('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    details: text('details').notNull().default(''),
    state: text('state', { enum: REPORT_STATES }).notNull().default('open'),
    createdAt: at('created_at').notNull().defaultNow(),
    resolvedAt: at('resolved_at'),
    resolvedById: text('resolved_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** The moderator's note to the file (a dismissal's why, or what was done). */
    resolutionNote: text('resolution_note'),
  },
  (t) => [
    uniqueIndex('reports_one_open_per_reporter')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.state} = 'open'`),
    index('reports_open_target_idx')
      .on(t.targetType, t.targetId)
      .where(sql`${t.state} = 'open'`),
    check('reports_target_type', sql`${t.targetType} in ('listing', 'wtb', 'user', 'message')`),
    check(
      'reports_reason',
      sql`${t.reason} in ('scam', 'counterfeit', 'offensive', 'spam', 'prohibited', 'other')`,
    ),
    check('reports_state', sql`${t.state} in ('open', 'dismissed', 'actioned')`),
    check('reports_details_length', sql`char_length(${t.details}) <= 1000`),
    check('reports_resolved', sql`(${t.state} = 'open') = (${t.resolvedAt} is null)`),
  ],
);

/**
 * What admins did and why (a removed review, a report dismissed, a listing or message removed, a
 * suspension, an admin granted): kept when the subject changes or goes, so a decision can be
 * looked back on. Nothing updates or deletes its rows.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** What was done, as `subject.verb`: `review.remove`. */
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    reason: text('reason').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('audit_log_subject_idx').on(t.subjectType, t.subjectId)],
);

/**
 * A browser's Web Push subscription ("Alerts on this device", docs/product.md, Push alerts): the
 * push service's endpoint and the keys that encrypt each payload for that browser. An endpoint
 * belongs to one browser profile, so it is unique: subscribing again under another account moves
 * it. Deleted when the push service answers 404 or 410.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * Who has a live stream open, per instance: alerts are pushed only to people with none open
 * anywhere. Each instance refreshes its rows while it runs; a row not refreshed for a while
 * belongs to an instance that died and counts for nothing.
 */
export const livePresence = pgTable(
  'live_presence',
  {
    instanceId: text('instance_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    streams: integer('streams').notNull(),
    refreshedAt: at('refreshed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.instanceId] }),
    check('live_presence_streams', sql`${t.streams} > 0`),
  ],
);
