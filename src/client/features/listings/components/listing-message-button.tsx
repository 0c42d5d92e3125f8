import { MessageCircle } from 'lucide-react';
import { Link } from 'wouter';
import type { Listing } from '@/shared/schemas/listing';
import { useAuth } from '@/client/lib/auth';
import { useShellActions } from '@/client/lib/shell-actions';

const look =
  'pointer-events-auto inline-flex size-9 items-center justify-center rounded-full bg-white/95 text-zinc-900 shadow-md ring-1 ring-black/5 backdrop-blur transition hover:bg-white hover:text-zinc-700';

/**
 * The card's own way to message the seller (the card itself opens the listing): for anyone but
 * the seller while the item is unsold; visitors are sent to sign in first. It sits over the
 * photo's bottom-right corner, beside the card's link rather than inside it.
 */
export function ListingMessageButton({ listing }: { listing: Listing }) {
  const { user } = useAuth();
  const { openListingConversation } = useShellActions();
  if (listing.isSold || user?.id === listing.sellerId) return null;
  const about = `${listing.seller.username} about ${listing.title}`;

  let control;
  if (!user) {
    control = (
      <Link href="/login" aria-label={`Sign in to message ${about}`} className={look}>
        <MessageCircle aria-hidden="true" className="size-4" />
      </Link>
    );
  } else if (openListingConversation) {
    control = (
      <button
        type="button"
        aria-label={`Message ${about}`}
        onClick={() => openListingConversation(listing)}
        className={look}
      >
        <MessageCircle aria-hidden="true" className="size-4" />
      </button>
    );
  } else {
    return null;
  }
  return (
    <div className="pointer-events-none absolute inset-x-0 top-0 flex aspect-[3/4] items-end justify-end p-2">
      {control}
    </div>
  );
}
