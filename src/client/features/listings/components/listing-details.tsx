import { ArrowLeft, MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Listing } from '@/shared/schemas/listing';
import { ReportButton } from '@/client/components/report-actions';
import { ShareButton } from '@/client/components/share-button';
import { Button, buttonClasses } from '@/client/components/ui/button';
import { useAuth } from '@/client/lib/auth';
import { useShellActions } from '@/client/lib/shell-actions';
import { ImageCarousel } from './image-carousel';
import { ListingAdminActions } from './listing-admin-actions';
import { ListingFavouriteButton } from './listing-favourite-button';
import { ListingOwnerActions } from './listing-owner-actions';
import { OwnListingWanted } from './own-listing-wanted';
import { ListingPrice } from './listing-price';
import { SellerCard } from './seller-card';
import { SoldNotice } from './sold-notice';
import { RelativeTime } from '@/client/components/ui/relative-time';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-zinc-500">{label}</dt>
      <dd className="mt-0.5 font-medium">{children}</dd>
    </div>
  );
}

/**
 * docs/product.md, Listing detail page. The seller manages an unsold listing here (a sold one only
 * says it is sold); anyone else may message the seller about it (visitors sign in first); admins
 * can delete any listing.
 */
export function ListingDetails({ listing }: { listing: Listing }) {
  const { user } = useAuth();
  const { openListingConversation } = useShellActions();
  const isOwner = user !== null && user.id === listing.sellerId;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <Link
        href="/"
        className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-zinc-600 hover:text-zinc-900"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Listings
      </Link>

      <div className="mt-5 grid gap-8 md:grid-cols-2 lg:grid-cols-[minmax(0,32rem)_minmax(0,1fr)] lg:gap-14">
        <ImageCarousel
          title={listing.title}
          images={listing.images}
          thumbnails={listing.thumbnails}
          isSold={listing.isSold}
        />

        <div className="flex flex-col gap-6">
          <div>
            <p className="text-sm font-semibold tracking-wider text-zinc-600 uppercase">
              {listing.brand}
            </p>
            <h1 className="mt-1 text-2xl font-semibold tracking-tight text-balance sm:text-3xl">
              {listing.title}
            </h1>
            <div className="mt-4 flex items-center justify-between gap-3">
              <ListingPrice listing={listing} />
              <div className="flex items-center gap-2">
                <ShareButton title={listing.title} path={`/listing/${listing.id}`} />
                <ListingFavouriteButton listingId={listing.id} />
              </div>
            </div>
          </div>

          <dl className="grid grid-cols-2 gap-x-6 gap-y-4 rounded-xl bg-zinc-50 p-4 sm:grid-cols-3">
            <Fact label="Size">
              <span className="uppercase">{listing.size}</span>
            </Fact>
            <Fact label="Condition">{listing.condition}</Fact>
            <Fact label="Category">{listing.category}</Fact>
            <Fact label="Listed">
              <RelativeTime date={listing.createdAt} />
            </Fact>
            {listing.isSold && listing.soldAt && (
              <Fact label="Sold">
                <RelativeTime date={listing.soldAt} />
              </Fact>
            )}
          </dl>

          {listing.isSold ? (
            <SoldNotice />
          ) : isOwner ? (
            <>
              <ListingOwnerActions listing={listing} />
              <OwnListingWanted listingId={listing.id} />
            </>
          ) : !user ? (
            <Link href="/login" className={buttonClasses({ size: 'lg', className: 'w-full' })}>
              Sign In to Message
            </Link>
          ) : (
            openListingConversation && (
              <Button size="lg" onClick={() => openListingConversation(listing)} className="w-full">
                <MessageCircle aria-hidden="true" className="size-5" />
                Message Seller
              </Button>
            )
          )}
          {user?.isAdmin && <ListingAdminActions listing={listing} />}

          <SellerCard seller={listing.seller} />
          {!isOwner && (
            <ReportButton
              target={{ targetType: 'listing', targetId: listing.id, name: 'this listing' }}
              label="Report this listing"
            />
          )}

          {listing.description && (
            <section aria-labelledby="listing-description">
              <h2 id="listing-description" className="text-sm font-semibold">
                Description
              </h2>
              <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-zinc-700">
                {listing.description}
              </p>
            </section>
          )}
        </div>
      </div>
    </div>
  );
}
