import { ArrowLeft, ImageOff, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatPrice } from '@/shared/format';
import type { ChatListing, ChatParty, ChatWtb } from '@/shared/schemas/chat';
import { Avatar } from '@/client/components/ui/avatar';
import { AdminBadge, Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { PersonReputation } from '@/client/lib/person-slots';
import { LISTING_GONE } from '@/client/features/messaging/preview';

/** What a thread is about: a listing, a WTB request, or a listing deleted since. */
export type ThreadSubject =
  { kind: 'listing'; listing: ChatListing } | { kind: 'wtb'; wtb: ChatWtb } | { kind: 'gone' };

const newTab = <span className="sr-only"> (opens in a new tab)</span>;

function ListingSubject({ listing }: { listing: ChatListing }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <div className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-zinc-100">
        {listing.thumbnailUrl ? (
          <img src={listing.thumbnailUrl} alt="" className="size-full object-cover" />
        ) : (
          <ImageOff aria-hidden="true" className="size-5 text-zinc-500" strokeWidth={1.5} />
        )}
      </div>
      <div className="min-w-0">
        <a
          href={`/listing/${encodeURIComponent(listing.id)}`}
          target="_blank"
          rel="noopener"
          className="block truncate rounded text-sm font-semibold hover:underline"
        >
          {listing.title}
          {newTab}
        </a>
        <p className="flex min-w-0 items-center gap-2 text-xs text-zinc-600">
          <span className="truncate font-semibold tracking-wide uppercase">{listing.brand}</span>
          <span className="font-semibold text-zinc-900">{formatPrice(listing.price)}</span>
          {listing.isSold && <Badge look="sold">SOLD</Badge>}
        </p>
      </div>
    </div>
  );
}

function WtbSubject({ wtb }: { wtb: ChatWtb }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <div className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-amber-50 text-amber-900">
        <Search aria-hidden="true" className="size-5" />
      </div>
      <div className="min-w-0">
        <p className="truncate text-sm font-semibold">
          <span className="text-zinc-500">WTB: </span>
          {wtb.title}
        </p>
        <p className="flex min-w-0 flex-wrap items-center gap-x-2 text-xs text-zinc-600">
          <span className="truncate font-semibold tracking-wide uppercase">{wtb.brand}</span>
          <span>Size {wtb.size}</span>
          <span>
            Budget <span className="font-semibold text-zinc-900">{formatPrice(wtb.maxPrice)}</span>
          </span>
          {wtb.isFulfilled && <Badge>Found</Badge>}
        </p>
      </div>
    </div>
  );
}

/**
 * The top of a thread (docs/product.md, Screens): what it is about, and who it is with; both open
 * in a new tab so the conversation stays where it is. On a phone, the way back to the list.
 */
export function ThreadHeader({
  subject,
  other,
  onBack,
  actions,
  menu,
}: {
  subject: ThreadSubject;
  other: ChatParty;
  onBack: (() => void) | null;
  /** Make offer and Mark as deal, once the conversation exists. */
  actions?: ReactNode;
  /** The ⋯ menu about the other person: a tagged photo request, Report, Block. */
  menu?: ReactNode;
}) {
  return (
    <div className="flex items-start gap-2 border-b border-zinc-200 py-3 pr-14 pl-3 md:pl-5">
      {onBack && (
        <Button
          variant="ghost"
          size="icon"
          onClick={onBack}
          aria-label="Back to conversations"
          className="-ml-1 size-9 md:hidden"
          data-thread-back
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </Button>
      )}
      <div className="grid min-w-0 flex-1 gap-2">
        {subject.kind === 'listing' && <ListingSubject listing={subject.listing} />}
        {subject.kind === 'wtb' && <WtbSubject wtb={subject.wtb} />}
        {subject.kind === 'gone' && (
          <p className="py-1 text-sm font-medium text-zinc-600">{LISTING_GONE}</p>
        )}
        <p className="flex min-w-0 items-center gap-2 text-xs text-zinc-600">
          <span>with</span>
          <Avatar
            username={other.username}
            imageUrl={other.profileImageUrl}
            size="sm"
            className="size-5! text-[10px]!"
          />
          <a
            href={`/profile/${encodeURIComponent(other.username)}`}
            target="_blank"
            rel="noopener"
            className="truncate rounded font-semibold text-zinc-900 hover:underline"
          >
            @{other.username}
            {newTab}
          </a>
          {other.isAdmin && <AdminBadge />}
          {menu && <span className="ml-auto">{menu}</span>}
        </p>
        <PersonReputation username={other.username} variant="thread" />
        {actions}
      </div>
    </div>
  );
}
