import { idCursor } from '@/server/http/cursor';

/** A position in someone's notifications: the oldest id shown so far; the next page is older. */
const notificationCursor = idCursor('n');
export const encodeNotificationCursor = notificationCursor.encode;
export const decodeNotificationCursor = notificationCursor.decode;
