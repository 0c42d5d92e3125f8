import { and, eq, isNotNull, sql, type Column } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { conversations, listingImages, listings, messages, users } from '@/server/db/schema';

/**
 * `column` is one of `ids`, as one array parameter however many there are (a list would take a
 * parameter each).
 */
const oneOf = (column: Column, ids: string[], type: 'text' | 'uuid') =>
  sql`${column} = any(${sql.param(ids)}::${sql.raw(type)}[])`;

/** Which of these users and conversations exist. */
export async function existingOwners(
  db: Executor,
  userIds: string[],
  conversationIds: string[],
): Promise<Set<string>> {
  const foundUsers = await db
    .select({ id: users.id })
    .from(users)
    .where(oneOf(users.id, userIds, 'text'));
  const foundConversations = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(oneOf(conversations.id, conversationIds, 'uuid'));
  return new Set([...foundUsers, ...foundConversations].map((row) => row.id));
}

/**
 * Every image URL these users and conversations use: their listings' photos and thumbnails,
 * their profile pictures and their messages' images.
 */
export async function urlsInUse(
  db: Executor,
  userIds: string[],
  conversationIds: string[],
): Promise<string[]> {
  const photos = await db
    .select({ url: listingImages.url, thumbnailUrl: listingImages.thumbnailUrl })
    .from(listingImages)
    .innerJoin(listings, eq(listings.id, listingImages.listingId))
    .where(oneOf(listings.sellerId, userIds, 'text'));
  const profiles = await db
    .select({ url: users.profileImageUrl })
    .from(users)
    .where(and(oneOf(users.id, userIds, 'text'), isNotNull(users.profileImageUrl)));
  const chatImages = await db
    .select({ url: messages.imageUrl })
    .from(messages)
    .where(
      and(oneOf(messages.conversationId, conversationIds, 'uuid'), isNotNull(messages.imageUrl)),
    );
  return [
    ...photos.flatMap((photo) => [photo.url, photo.thumbnailUrl]),
    ...[...profiles, ...chatImages].flatMap((row) => (row.url === null ? [] : [row.url])),
  ];
}
