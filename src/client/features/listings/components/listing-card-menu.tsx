import { clsx } from 'clsx';
import { Ellipsis } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { lazy, Suspense, useRef, useState } from 'react';
import type { Listing } from '@/shared/schemas/listing';
import { MenuContent } from '@/client/components/ui/menu-content';
import { useMarkListingSold } from '@/client/features/listings/api/mark-listing-sold';
import { AdminDeleteDialog } from './admin-delete-dialog';

const DiscountDialog = lazy(() => import('./discount-dialog'));

const menuItem =
  'flex cursor-pointer items-center rounded-md px-3 py-2 text-sm outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-zinc-100';

/**
 * The menu on a listing card (docs/product.md, Listing card): for its seller while unsold, Mark as
 * Sold and Update Price (which opens the Discount dialog); for admins, Delete Listing (Admin)
 * behind the same confirm prompt as the detail page. Loaded only for those who see it.
 */
export default function ListingCardMenu({
  listing,
  sellerActions,
  adminActions,
}: {
  listing: Listing;
  sellerActions: boolean;
  adminActions: boolean;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  const [discounting, setDiscounting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const markSold = useMarkListingSold(listing, 'card');
  // A dialog opened from the menu gives focus back to the menu button, not to the page.
  const refocusTrigger = (event: Event) => {
    event.preventDefault();
    trigger.current?.focus();
  };

  return (
    <>
      {/* Not modal: the feed stays in the accessibility tree (a modal menu hides the page with
          aria-hidden while its links stay focusable), and a dialog opened from an item does not
          fight the menu over focus and pointer events. */}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          ref={trigger}
          aria-label={`Listing actions: ${listing.title}`}
          className={clsx(
            'absolute top-2 right-2 z-10 inline-flex size-8 items-center justify-center rounded-full bg-white/90 text-zinc-900 shadow-md ring-1 ring-black/5 backdrop-blur transition hover:bg-white',
            'data-[state=open]:bg-white',
            // An admin's menu on every card of the feed would be noise: with a mouse it shows
            // on the card under the pointer (and always to the keyboard and on touch screens).
            !sellerActions &&
              '[@media(hover:hover)]:opacity-0 [@media(hover:hover)]:group-hover/card:opacity-100 focus-visible:opacity-100! data-[state=open]:opacity-100!',
          )}
        >
          <Ellipsis aria-hidden="true" className="size-4" />
        </DropdownMenu.Trigger>
        <MenuContent className="min-w-48">
          {sellerActions && (
            <>
              <DropdownMenu.Item
                className={menuItem}
                disabled={markSold.isPending}
                onSelect={() => markSold.mutate()}
              >
                Mark as Sold
              </DropdownMenu.Item>
              <DropdownMenu.Item className={menuItem} onSelect={() => setDiscounting(true)}>
                Update Price
              </DropdownMenu.Item>
            </>
          )}
          {sellerActions && adminActions && (
            <DropdownMenu.Separator className="my-1 h-px bg-zinc-200" />
          )}
          {adminActions && (
            <DropdownMenu.Item
              className={clsx(menuItem, 'text-red-700 data-[highlighted]:bg-red-50')}
              onSelect={() => setDeleting(true)}
            >
              Delete Listing (Admin)
            </DropdownMenu.Item>
          )}
        </MenuContent>
      </DropdownMenu.Root>

      {discounting && (
        <Suspense fallback={null}>
          <DiscountDialog
            listing={listing}
            open
            onOpenChange={setDiscounting}
            onCloseAutoFocus={refocusTrigger}
          />
        </Suspense>
      )}
      {adminActions && (
        <AdminDeleteDialog
          listing={listing}
          open={deleting}
          onOpenChange={setDeleting}
          onCloseAutoFocus={refocusTrigger}
        />
      )}
    </>
  );
}
