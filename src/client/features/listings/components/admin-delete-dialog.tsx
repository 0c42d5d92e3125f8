import type { Listing } from '@/shared/schemas/listing';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { useDeleteListing } from '@/client/features/listings/api/delete-listing';

/**
 * docs/product.md, Screens: an admin's permanent delete, behind a confirm prompt. `onDeleted` runs
 * once the server has deleted it (the detail page goes to / then).
 */
export function AdminDeleteDialog({
  listing,
  open,
  onOpenChange,
  onDeleted,
  onCloseAutoFocus,
}: {
  listing: Listing;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const remove = useDeleteListing(listing);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        // Once the delete has started, the answer is on its way: the prompt stays until it comes.
        if (!remove.isPending) onOpenChange(next);
      }}
      title="Delete this listing?"
      description="Are you sure you want to permanently delete this listing? This action cannot be undone."
      confirmLabel="Delete Listing"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(undefined, {
          onSuccess: () => {
            onOpenChange(false);
            onDeleted?.();
          },
        })
      }
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
