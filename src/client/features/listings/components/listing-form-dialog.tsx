import type { Listing } from '@/shared/schemas/listing';
import { Dialog, DialogContent } from '@/client/components/ui/dialog';
import { useReturnFocus } from '@/client/lib/use-return-focus';
import { ListingForm } from './listing-form';

/**
 * Create New Listing, or Edit Listing when given a listing (docs/product.md, Screens). Loaded on
 * demand (it brings zod and the image compression library along). A click on the overlay does not
 * close it: a half-filled form with uploaded photos is too much to lose to a stray click.
 */
export default function ListingFormDialog({
  listing,
  open,
  onOpenChange,
}: {
  listing?: Listing;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={listing ? 'Edit Listing' : 'Create New Listing'}
        description={
          listing
            ? 'Change the photos and details of this listing.'
            : 'Add photos and the details of the item you are selling.'
        }
        wide
        onCloseAutoFocus={returnFocus}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <ListingForm listing={listing} onSaved={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
