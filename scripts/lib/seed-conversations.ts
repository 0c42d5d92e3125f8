/** Demo conversations: buyers asking about listings, people answering WTB requests. */
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { conversations, messages } from '@/server/db/schema';
import type { createListing, createUser, createWtb } from '../../tests/factories/index';
import type { Product } from './catalog';
import type { Random } from './random';
import { LISTING_CHATS, WTB_CHATS, type ChatContext, type Line } from './seed-content';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const LISTING_CONVERSATIONS = 22;
const WTB_CONVERSATIONS = 8;

type User = Awaited<ReturnType<typeof createUser>>;
type Listing = Awaited<ReturnType<typeof createListing>>;
type Wtb = Awaited<ReturnType<typeof createWtb>>;

type Subject = {
  buyerId: string;
  sellerId: string;
  listingId: string | null;
  wtbListingId: string | null;
  /** The chat happens between these two moments. */
  from: number;
  until: number;
  lines: Line[];
};

/** Message times in order: replies minutes to hours apart, squeezed to fit before `until`. */
function timeline(random: Random, count: number, from: number, until: number): Date[] {
  const start = from + Math.min(random.between(30 * MINUTE, 2 * 24 * HOUR), (until - from) * 0.3);
  const gaps = Array.from({ length: count - 1 }, () => random.between(3 * MINUTE, 6 * HOUR));
  const span = gaps.reduce((a, b) => a + b, 0);
  const room = until - MINUTE - start;
  const scale = span > room ? room / span : 1;
  const times = [start];
  for (const gap of gaps) times.push(times[times.length - 1]! + gap * scale);
  return times.map((t) => new Date(Math.round(t)));
}

async function insertConversation(db: Database, random: Random, subject: Subject): Promise<number> {
  const times = timeline(random, subject.lines.length, subject.from, subject.until);
  const [conversation] = await db
    .insert(conversations)
    .values({
      buyerId: subject.buyerId,
      sellerId: subject.sellerId,
      listingId: subject.listingId,
      wtbListingId: subject.wtbListingId,
      isWtb: subject.wtbListingId !== null,
      createdAt: times[0],
      lastMessageAt: times[times.length - 1],
    })
    .returning({ id: conversations.id });
  const rows = await db
    .insert(messages)
    .values(
      subject.lines.map((line, i) => ({
        conversationId: conversation!.id,
        senderId: line.from === 'buyer' ? subject.buyerId : subject.sellerId,
        messageType: 'text' as const,
        content: line.text,
        createdAt: times[i],
      })),
    )
    .returning({ id: messages.id, senderId: messages.senderId });
  rows.sort((a, b) => a.id - b.id);
  const lastId = rows[rows.length - 1]!.id;
  // Whoever wrote last has read everything; the other side has caught up about two times in three.
  const lastRead = (userId: string) => {
    if (rows[rows.length - 1]!.senderId === userId || random.chance(0.65)) return lastId;
    return rows.filter((r) => r.senderId === userId).pop()?.id ?? null;
  };
  await db
    .update(conversations)
    .set({
      buyerLastReadMessageId: lastRead(subject.buyerId),
      sellerLastReadMessageId: lastRead(subject.sellerId),
    })
    .where(eq(conversations.id, conversation!.id));
  return rows.length;
}

export async function seedConversations(
  db: Database,
  options: {
    now: number;
    random: Random;
    users: User[];
    listings: Listing[];
    requests: Wtb[];
    products: Product[];
  },
): Promise<{ conversations: number; messages: number }> {
  const { now, random, listings, requests, products } = options;
  const people = options.users.filter((u) => !u.isAdmin);
  const someoneElse = (userId: string) => {
    let other = random.pickOne(people);
    while (other.id === userId) other = random.pickOne(people);
    return other.id;
  };
  const context = (price: string, size: string, title: string): ChatContext => ({
    price: Number(price),
    size,
    title,
    otherTitle: random.pickOne(products).title,
  });

  const subjects: Subject[] = [];
  // Sold listings get the chat that led to the sale; others get questions that went nowhere yet.
  const sold = listings.filter((l) => l.isSold).slice(0, 6);
  const open = listings.filter((l, i) => !l.isSold && i % 9 === 4);
  const chosen = [...sold, ...open].slice(0, LISTING_CONVERSATIONS);
  for (const listing of chosen) {
    const chat = listing.isSold
      ? LISTING_CHATS[0]!
      : LISTING_CHATS[random.int(1, LISTING_CHATS.length - 1)]!;
    subjects.push({
      buyerId: someoneElse(listing.sellerId),
      sellerId: listing.sellerId,
      listingId: listing.id,
      wtbListingId: null,
      from: listing.createdAt.getTime(),
      until: listing.soldAt?.getTime() ?? now,
      lines: chat(context(listing.price, listing.size, listing.title)),
    });
  }
  // In a WTB chat the poster is the buyer and the person who has the item is the seller.
  const wtbChosen = [
    ...requests.filter((w) => w.isFulfilled),
    ...requests.filter((w) => !w.isFulfilled),
  ];
  for (const request of wtbChosen.slice(0, WTB_CONVERSATIONS)) {
    const chat = request.isFulfilled
      ? WTB_CHATS[random.int(0, 1)]!
      : WTB_CHATS[random.int(0, WTB_CHATS.length - 1)]!;
    subjects.push({
      buyerId: request.buyerId,
      sellerId: someoneElse(request.buyerId),
      listingId: null,
      wtbListingId: request.id,
      from: request.createdAt.getTime(),
      until: request.fulfilledAt?.getTime() ?? now,
      lines: chat(context(request.maxPrice, request.size, request.title)),
    });
  }

  let messageCount = 0;
  for (const subject of subjects) messageCount += await insertConversation(db, random, subject);
  return { conversations: subjects.length, messages: messageCount };
}
