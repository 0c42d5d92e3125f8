import { ArrowUp, CircleCheck, LoaderCircle, Pencil, Tag, type LucideIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { Listing } from '@/shared/schemas/listing';
import { Button } from '@/client/components/ui/button';
import { focusMain } from '@/client/lib/focus-main';
import { useBumpListing } from '@/client/features/listings/api/bump-listing';
import { useMarkListingSold } from '@/client/features/listings/api/mark-listing-sold';
import { LazyDialogFallback } from '@/client/components/lazy-dialog-fallback';

const ListingFormDialog = lazy(() => import('./listing-form-dialog'));
const DiscountDialog = lazy(() => import('./discount-dialog'));

function ActionIcon({ icon: Icon, pending }: { icon: LucideIcon; pending: boolean }) {
  return pending ? (
    <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin" />
  ) : (
    <Icon aria-hidden="true" className="size-4 shrink-0" />
  );
}

const actionButton = 'min-h-11';

/**
 * docs/product.md, Listing detail page, the seller's own unsold listing: Edit Listing, Discount
 * Item, Bump Listing and Mark Listing as Sold. Busy buttons stay focusable (aria-disabled).
 */
export function ListingOwnerActions({ listing }: { listing: Listing }) {
  const [editing, setEditing] = useState(false);
  const [discounting, setDiscounting] = useState(false);
  const bump = useBumpListing(listing);
  const markSold = useMarkListingSold(listing, 'detail');
  const busy = bump.isPending || markSold.isPending;

  return (
    <section
      aria-labelledby="manage-listing"
      className="@container rounded-xl border border-zinc-200 p-4 sm:p-5"
    >
      <h2 id="manage-listing" className="font-semibold">
        Manage your listing
      </h2>
      <p className="mt-1 text-sm text-zinc-600">
        A bump moves it to the top of the feed, once every 24 hours.
      </p>
      {/* Two columns only where "Mark Listing as Sold" fits on one line. */}
      <div className="mt-4 grid gap-2.5 @md:grid-cols-2">
        <Button variant="outline" className={actionButton} onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" className="size-4 shrink-0" />
          Edit Listing
        </Button>
        <Button variant="outline" className={actionButton} onClick={() => setDiscounting(true)}>
          <Tag aria-hidden="true" className="size-4 shrink-0" />
          Discount Item
        </Button>
        <Button
          variant="outline"
          className={actionButton}
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) bump.mutate();
          }}
        >
          <ActionIcon icon={ArrowUp} pending={bump.isPending} />
          Bump Listing
        </Button>
        <Button
          className={actionButton}
          aria-disabled={busy || undefined}
          onClick={() => {
            // The actions make way for the sold notice: focus goes to the page, not to nowhere.
            if (!busy) markSold.mutate(undefined, { onSuccess: focusMain });
          }}
        >
          <ActionIcon icon={CircleCheck} pending={markSold.isPending} />
          Mark Listing as Sold
        </Button>
      </div>

      {editing && (
        <Suspense fallback={<LazyDialogFallback />}>
          <ListingFormDialog listing={listing} open onOpenChange={setEditing} />
        </Suspense>
      )}
      {discounting && (
        <Suspense fallback={<LazyDialogFallback />}>
          <DiscountDialog listing={listing} open onOpenChange={setDiscounting} />
        </Suspense>
      )}
    </section>
  );
}
