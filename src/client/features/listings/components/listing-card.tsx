import { ImageOff } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { formatPrice } from '@/shared/format';
import type { Listing } from '@/shared/schemas/listing';
import { AdminBadge, Badge } from '@/client/components/ui/badge';
import { useAuth } from '@/client/lib/auth';
import { visibleDiscount } from '@/client/features/listings/visible-discount';
import { CARD_SIZES, cardSrcSet, THUMBNAIL_SIZE } from '@/shared/photo-sizes';
import { CardFavouriteButton } from './card-favourite-button';
import { ListingMessageButton } from './listing-message-button';
import { RelativeTime } from '@/client/components/ui/relative-time';

const ListingCardMenu = lazy(() => import('./listing-card-menu'));

/**
 * docs/product.md, Listing card. The card is one link that opens the listing in a new tab; beside
 * it (a link may not hold buttons) sit the heart, the message button (for anyone but the seller) and the menu
 * of its seller (while unsold, and only where `sellerActions` allows: on a profile, the owner's
 * own) and of admins. `firstRow` cards are in view on arrival: their photo loads at once, not
 * lazily, because it is what the first paint waits for.
 */
export function ListingCard({
  listing,
  sellerActions = true,
  firstRow = false,
}: {
  listing: Listing;
  sellerActions?: boolean;
  firstRow?: boolean;
}) {
  const { user } = useAuth();
  const showSellerActions =
    sellerActions && user !== null && user.id === listing.sellerId && !listing.isSold;
  const showAdminActions = user?.isAdmin === true;
  const thumbnail = listing.thumbnails[0];
  const discount = visibleDiscount(listing);
  const time = listing.isSold && listing.soldAt ? listing.soldAt : listing.createdAt;

  return (
    <div className="group/card relative">
      <a
        href={`/listing/${listing.id}`}
        target="_blank"
        rel="noopener"
        className="group block rounded-xl outline-offset-4"
      >
        <div className="relative aspect-[3/4] overflow-hidden rounded-xl bg-zinc-100">
          {thumbnail ? (
            <img
              src={thumbnail}
              srcSet={cardSrcSet(thumbnail)}
              sizes={CARD_SIZES}
              alt=""
              width={THUMBNAIL_SIZE.width}
              height={THUMBNAIL_SIZE.height}
              loading={firstRow ? 'eager' : 'lazy'}
              fetchPriority={firstRow ? 'high' : 'auto'}
              decoding="async"
              className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
            />
          ) : (
            <div className="flex size-full flex-col items-center justify-center gap-2 text-zinc-600">
              <ImageOff aria-hidden="true" className="size-8" strokeWidth={1.5} />
              <span className="text-sm">No image</span>
            </div>
          )}
          {listing.isSold && (
            <div className="absolute inset-0 flex items-center justify-center bg-black/50">
              <span className="rounded-md border-2 border-white px-3 py-1 text-lg font-black tracking-[0.2em] text-white">
                SOLD
              </span>
            </div>
          )}
          {discount !== null && (
            <Badge look="discount" className="absolute top-2 left-2 text-xs">
              {discount}% off
            </Badge>
          )}
        </div>

        <div className="mt-2.5 grid gap-0.5 px-0.5">
          <div className="flex items-center justify-between gap-2 text-xs text-zinc-600">
            <p className="flex min-w-0 items-center gap-1.5">
              <span className="truncate">@{listing.seller.username}</span>
              {listing.seller.isAdmin && <AdminBadge />}
            </p>
            <RelativeTime
              date={time}
              prefix={listing.isSold ? 'Sold ' : ''}
              className="shrink-0 text-zinc-500"
            />
          </div>
          <p className="truncate text-xs font-semibold tracking-wide uppercase">
            {listing.brand} · {listing.size}
          </p>
          <p className="truncate text-sm text-zinc-700 group-hover:text-zinc-900">
            {listing.title}
          </p>
          <p className="mt-0.5 flex min-w-0 items-baseline gap-1.5">
            <span className="font-semibold">{formatPrice(listing.price)}</span>
            {discount !== null && listing.originalPrice && (
              <s className="truncate text-xs text-zinc-500">
                <span className="sr-only">was </span>
                {formatPrice(listing.originalPrice)}
              </s>
            )}
          </p>
        </div>
        <span className="sr-only">(opens in a new tab)</span>
      </a>
      <ListingMessageButton listing={listing} />
      <CardFavouriteButton
        listingId={listing.id}
        besideMenu={showSellerActions || showAdminActions}
      />
      {(showSellerActions || showAdminActions) && (
        <Suspense fallback={null}>
          <ListingCardMenu
            listing={listing}
            sellerActions={showSellerActions}
            adminActions={showAdminActions}
          />
        </Suspense>
      )}
    </div>
  );
}
