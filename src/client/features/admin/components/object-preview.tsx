import { Link } from 'wouter';
import { formatPrice } from '@/shared/format';
import type { ReportGroup } from '@/shared/schemas/moderation';
import { AccountFacts } from './account-facts';
import { MessageThread } from './message-thread';

const GONE = {
  listing: 'This listing has been deleted.',
  wtb: 'This WTB request has been deleted.',
  message: 'This message no longer exists.',
  user: 'This account no longer exists.',
} as const;

function Gone({ group }: { group: ReportGroup }) {
  return <p className="text-sm text-zinc-500 italic">{GONE[group.targetType]}</p>;
}

/** What was reported, as the moderator needs to judge it: photos and text, or the message in context. */
export function ObjectPreview({ group }: { group: ReportGroup }) {
  const { listing, wtb, message } = group;
  if (group.targetType === 'listing') {
    if (!listing) return <Gone group={group} />;
    return (
      <div className="grid gap-2">
        {listing.thumbnails.length > 0 && (
          <div className="flex gap-2 overflow-x-auto">
            {listing.thumbnails.map((url) => (
              <img
                key={url}
                src={url}
                alt=""
                className="size-20 shrink-0 rounded-lg bg-zinc-100 object-cover"
              />
            ))}
          </div>
        )}
        <p className="font-semibold">
          <Link href={`/listing/${listing.id}`} className="hover:underline">
            {listing.title}
          </Link>{' '}
          <span className="font-normal text-zinc-600">
            · {listing.brand} · {formatPrice(listing.price)}
            {listing.isSold && ' · Sold'}
          </span>
        </p>
        {listing.description && (
          <p className="line-clamp-4 text-sm whitespace-pre-wrap text-zinc-700">
            {listing.description}
          </p>
        )}
      </div>
    );
  }
  if (group.targetType === 'wtb') {
    if (!wtb) return <Gone group={group} />;
    return (
      <div className="grid gap-1">
        <p className="font-semibold">
          {wtb.title}{' '}
          <span className="font-normal text-zinc-600">
            · {wtb.brand} · size {wtb.size} · up to {formatPrice(wtb.maxPrice)}
            {wtb.isFulfilled && ' · Found'}
          </span>
        </p>
        {wtb.description && (
          <p className="line-clamp-4 text-sm whitespace-pre-wrap text-zinc-700">
            {wtb.description}
          </p>
        )}
      </div>
    );
  }
  if (group.targetType === 'message') {
    return message ? <MessageThread preview={message} /> : <Gone group={group} />;
  }
  return group.owner ? <AccountFacts user={group.owner} /> : <Gone group={group} />;
}
