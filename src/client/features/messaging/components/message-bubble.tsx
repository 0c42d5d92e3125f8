import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { formatMessageTime } from '@/shared/format';
import type { Message } from '@/shared/schemas/chat';
import { scamKinds } from '@/shared/scam-patterns';
import { ScamWarning } from './scam-warning';
import { DealCard, OfferCard } from './trade-card';

/** The scam warnings a received text message deserves; never for one's own or a trade step. */
function warningsFor(message: Message, mine: boolean) {
  if (mine || message.messageType !== 'text' || message.offer || message.deal) return [];
  return scamKinds(message.content, window.location.host);
}

/** One message: this user's on the right, the other party's on the left; times in Pacific time. */
export function MessageBubble({
  message,
  mine,
  onImageLoad,
  party,
  menu,
}: {
  message: Message;
  mine: boolean;
  onImageLoad: () => void;
  /**
   * Who reads the thread and with whom, for an offer's or a deal's card (it names who made it);
   * null shows the step as its summary only (a later step of the same offer or deal has the card).
   */
  party: { userId: string; otherUsername: string } | null;
  /** The ⋯ menu beside the other person's message (Report, Block). */
  menu?: ReactNode;
}) {
  const who = mine ? 'You' : `@${message.sender.username}`;
  const warnings = warningsFor(message, mine);
  return (
    <li className={clsx('flex items-start gap-1', mine ? 'justify-end' : 'justify-start')}>
      <div className={clsx('flex max-w-[80%] flex-col', mine ? 'items-end' : 'items-start')}>
        <span className="sr-only">{who}:</span>
        {party && (message.offer || message.deal) && (
          // The step's summary stays the message; the card under it shows the state now.
          <p className="mb-1 px-1 text-xs text-zinc-600">{message.content}</p>
        )}
        {party && message.offer ? (
          <OfferCard offer={message.offer} party={party} />
        ) : party && message.deal ? (
          <DealCard deal={message.deal} party={party} />
        ) : message.messageType === 'image' && message.imageUrl ? (
          <a
            href={message.imageUrl}
            target="_blank"
            rel="noopener"
            className="block overflow-hidden rounded-2xl border border-zinc-200 bg-zinc-100"
          >
            <img
              src={message.imageUrl}
              alt={mine ? 'Image you sent' : `Image from @${message.sender.username}`}
              onLoad={onImageLoad}
              className="max-h-64 w-auto max-w-full object-contain sm:max-w-xs"
            />
            <span className="sr-only"> (opens full size in a new tab)</span>
          </a>
        ) : (
          <p
            className={clsx(
              'rounded-2xl px-3.5 py-2 text-sm leading-relaxed break-words whitespace-pre-wrap',
              message.removed
                ? 'border border-dashed border-zinc-300 text-zinc-500 italic'
                : mine
                  ? 'rounded-br-md bg-zinc-900 text-white'
                  : 'rounded-bl-md bg-zinc-100 text-zinc-900',
            )}
          >
            {message.content}
          </p>
        )}
        {warnings.length > 0 && <ScamWarning kinds={warnings} />}
        <div className="mt-1 flex items-center gap-1 px-1">
          <time dateTime={message.createdAt} className="text-[11px] text-zinc-500">
            {formatMessageTime(message.createdAt)}
          </time>
          {menu}
        </div>
      </div>
    </li>
  );
}
