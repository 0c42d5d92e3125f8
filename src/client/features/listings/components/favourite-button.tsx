import { clsx } from 'clsx';
import { Heart } from 'lucide-react';
import { Link } from 'wouter';
import { useAuth } from '@/client/lib/auth';
import { useToggleFavourite } from '@/client/features/listings/api/toggle-favourite';

/** The round white disc the card's and the page's hearts are drawn on. */
const disc =
  'inline-flex size-9 items-center justify-center rounded-full bg-white/95 text-zinc-900 shadow-md ring-1 ring-black/5 backdrop-blur transition group-hover/heart:bg-white';

/** A 44 px touch target around the visible disc (docs/product.md, Listing card). */
const target = 'group/heart inline-flex size-11 items-center justify-center rounded-full';

function HeartIcon({ favourited }: { favourited: boolean }) {
  return (
    <Heart
      aria-hidden="true"
      className={clsx('size-[18px]', favourited ? 'fill-red-600 text-red-600' : 'text-zinc-900')}
    />
  );
}

/**
 * The heart toggle (docs/product.md, Listing card and Listing detail page): pressed when the
 * reader favourited the listing. Visitors get a link to sign in instead.
 */
export function FavouriteButton({
  listingId,
  favourited,
  className,
}: {
  listingId: string;
  favourited: boolean;
  className?: string;
}) {
  const { user } = useAuth();
  const toggle = useToggleFavourite(listingId);
  const heart = (pressed: boolean) => (
    <span className={disc}>
      <HeartIcon favourited={pressed} />
    </span>
  );

  if (!user) {
    return (
      <Link
        href="/login"
        aria-label="Sign in to add to favourites"
        className={clsx(target, className)}
      >
        {heart(false)}
      </Link>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={favourited}
      aria-label={favourited ? 'Remove from favourites' : 'Add to favourites'}
      onClick={() => toggle.mutate(!favourited)}
      className={clsx(target, className)}
    >
      {heart(favourited)}
    </button>
  );
}
