// Business constants of docs/product.md, Limits, in one place for the server, the client and the
// tests.

export const CATEGORIES = ['Tops', 'Bottoms', 'Outerwear', 'Footwear', 'Accessories'] as const;
export type Category = (typeof CATEGORIES)[number];

export const CONDITIONS = ['New/Never worn', 'Gently used', 'Used', 'Very worn'] as const;
export type Condition = (typeof CONDITIONS)[number];

export const MAX_IMAGES_PER_LISTING = 8;
export const MAX_PRICE = 10_000_000;
export const TITLE_MAX = 100;
export const BRAND_MAX = 50;
export const LISTING_SIZE_MAX = 5;
export const WTB_SIZE_MAX = 10;
export const DESCRIPTION_MAX = 1500;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;
export const USERNAME_COOLDOWN_DAYS = 7;
export const DISCOUNT_BUMP_THRESHOLD_PERCENT = 10;
export const BUMP_COOLDOWN_HOURS = 24;

// A listing photo after the browser's compression is about 1 MB; 15 MB leaves room for an image
// the browser could not compress, while bounding what the server must receive.
export const COMPRESSED_IMAGE_MAX_BYTES = 15 * 1024 * 1024;
export const CHAT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const PROFILE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const PROFILE_IMAGE_SIZE_PX = 400;
export const COMPRESSION_TARGET_MB = 1;
export const COMPRESSION_MAX_SIDE_PX = 1800;

export const HOME_SKELETON_CARDS = 10;
export const PROFILE_SKELETON_CARDS = 8;
export const WTB_SKELETON_CARDS = 8;
export const MOBILE_BREAKPOINT_PX = 768;

export const UNAUTHORIZED_REDIRECT_DELAY_MS = 500;
export const MARK_READ_DELAY_MS = 1000;
export const CONVERSATION_TITLE_PREVIEW = 25;
export const MESSAGE_PREVIEW = 35;
export const MESSAGE_MAX_LENGTH = 2000;

export const USER_CACHE_LIFETIME_MS = 2 * 60 * 1000;
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD = 50;

export const PAGE_SIZE_DEFAULT = 48;
export const PAGE_SIZE_MAX = 100;
/** Pages of the messages dialog: conversations by latest activity, a thread's messages newest first. */
export const CONVERSATIONS_PAGE_SIZE = 30;
export const MESSAGES_PAGE_SIZE = 50;
/** Notifications, newest first: a page of the bell's panel and the notifications page. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
/** Notifications one POST /api/notifications/read may name by id. */
export const NOTIFICATIONS_READ_MAX = 100;

export const MESSAGE_TIME_ZONE = 'America/Los_Angeles';
