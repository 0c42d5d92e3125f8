import type { QueryClient } from '@tanstack/react-query';
import type { Conversation, Message } from '@/shared/schemas/chat';
import type { Notification } from '@/shared/schemas/notification';

/**
 * Which cached answers an event makes out of date (docs/decisions/053-live-invalidation.md): the
 * one place that knows, for a live event or a notification followed, which screens show what it
 * is about. Query keys are API paths (docs/architecture.md), so an answer is named by its key's path:
 * a string is that path exactly, a pattern any path it matches (every person's profile lists, say).
 */
export type StaleAnswers = Array<string | RegExp>;

const enc = encodeURIComponent;

/** Every feed (all filters and sorts) and its found count. */
const FEEDS: StaleAnswers = ['/api/listings', '/api/listings/count'];

/** Every place a listing shows: its page, the feeds, the favourites, profiles' lists, threads. */
function listingAnswers(listingId: string): StaleAnswers {
  return [
    `/api/listings/${enc(listingId)}`,
    ...FEEDS,
    '/api/favourites',
    /^\/api\/users\/[^/]+\/listings$/,
    // A thread's header shows the listing's price and SOLD.
    '/api/conversations',
  ];
}

/** A person's rating, reviews and counted deals: profile, reputation lines, Reviews tab. */
function personAnswers(username: string): StaleAnswers {
  const user = `/api/users/${enc(username)}`;
  return [user, `${user}/reputation`, `${user}/reviews`];
}

/** A WTB request's page, the board, and its poster's list. */
function wtbAnswers(wtbId: string): StaleAnswers {
  return [
    '/api/wtb-listings',
    `/api/wtb-listings/${enc(wtbId)}`,
    /^\/api\/users\/[^/]+\/wtb-listings$/,
    '/api/conversations',
  ];
}

function conversationAnswers(conversationId: string): StaleAnswers {
  const conversation = `/api/conversations/${enc(conversationId)}`;
  return ['/api/conversations', `${conversation}/messages`, `${conversation}/trade`];
}

/** The listing id of `/listing/{id}` (the app's page) or `/listings/{id}` (the API's path). */
function listingIdIn(url: URL): string | null {
  const match = /^\/listings?\/([^/]+)$/.exec(url.pathname);
  return match ? decodeURIComponent(match[1]!) : null;
}

function usernameIn(url: URL): string | null {
  const match = /^\/profile\/([^/]+)$/.exec(url.pathname);
  return match ? decodeURIComponent(match[1]!) : null;
}

/**
 * What a notification is about, as its kind and link say (docs/product.md, Notifications): both
 * when it arrives live and when it is followed, so the screen it opens shows what it announced.
 */
export function staleAfterNotification(notification: Pick<Notification, 'kind' | 'url'>) {
  const url = new URL(notification.url, 'https://rotation.invalid');
  switch (notification.kind) {
    case 'price_drop':
    case 'sold':
    case 'wtb_match': {
      const listingId = listingIdIn(url);
      const answers = listingId ? listingAnswers(listingId) : [...FEEDS, '/api/favourites'];
      // A new listing a WTB request matches is among that request's matches.
      return notification.kind === 'wtb_match'
        ? [...answers, /^\/api\/wtb-listings\/[^/]+\/matches$/]
        : answers;
    }
    case 'saved_search':
      // New listings for the search: its feed (the link is the feed's own address).
      return FEEDS;
    case 'offer':
    case 'deal': {
      const conversationId = url.searchParams.get('conversation');
      return conversationId ? conversationAnswers(conversationId) : ['/api/conversations'];
    }
    case 'review': {
      // A review of the reader, or a reply to the reader's review: the reviewed person's profile.
      const username = usernameIn(url);
      return username ? personAnswers(username) : [];
    }
    case 'report':
      return [];
  }
}

/**
 * A trade step in a thread (decision 032), seen live by both parties. A confirmed deal counts for
 * both people's reputation and sells the listing (or fills the WTB request); a cancelled one stops
 * counting and takes its reviews off. Other steps change only the thread, which the live channel
 * updates itself.
 */
export function staleAfterMessage(
  message: Pick<Message, 'deal'>,
  conversation: Pick<Conversation, 'buyer' | 'seller' | 'listingId' | 'wtbListingId'>,
): StaleAnswers {
  const state = message.deal?.state;
  if (state !== 'confirmed' && state !== 'cancelled') return [];
  return [
    ...personAnswers(conversation.buyer.username),
    ...personAnswers(conversation.seller.username),
    ...(conversation.listingId ? listingAnswers(conversation.listingId) : []),
    ...(conversation.wtbListingId ? wtbAnswers(conversation.wtbListingId) : []),
  ];
}

/**
 * A review of `username` was written, changed, answered or removed (the live `reputation` event,
 * sent to the review's two parties).
 */
export function staleAfterReputation(username: string): StaleAnswers {
  return personAnswers(username);
}

export function isStale(answers: StaleAnswers, path: string): boolean {
  return answers.some((answer) =>
    typeof answer === 'string' ? answer === path : answer.test(path),
  );
}

/**
 * Marks the answers stale whatever their stale time: those on screen are read again now, the
 * others when next shown.
 */
export function refreshStale(queryClient: QueryClient, answers: StaleAnswers): Promise<void> {
  if (answers.length === 0) return Promise.resolve();
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => typeof queryKey[0] === 'string' && isStale(answers, queryKey[0]),
  });
}
