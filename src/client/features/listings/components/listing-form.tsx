import type { Listing } from '@/shared/schemas/listing';
import { DialogFormActions } from '@/client/components/ui/dialog-form-actions';
import { useListingForm } from '@/client/features/listings/hooks/use-listing-form';
import { PhotoPicker } from '@/client/features/listings/photos/photo-picker';
import { FormBuyersWanting } from './form-buyers-wanting';
import { ListingFields } from './listing-fields';

/**
 * The body of Create New Listing and Edit Listing: photos, then the fields, checked with the
 * schema the server uses. Photos upload as they are chosen; publishing waits for any still on
 * their way, then saves the listing with their URLs in the order shown.
 */
export function ListingForm({ listing, onSaved }: { listing?: Listing; onSaved: () => void }) {
  const { form, isEdit, photos, photosMissing, saving, submit } = useListingForm(listing, onSaved);
  return (
    <form noValidate onSubmit={submit} className="mt-5 grid gap-4">
      <PhotoPicker
        photos={photos.photos}
        locked={saving}
        invalid={photosMissing}
        onAdd={photos.add}
        onRemove={photos.remove}
        onRetry={photos.retry}
        onMove={photos.move}
      />
      <ListingFields form={form} withPrice={!isEdit} />
      <FormBuyersWanting control={form.control} fixedPrice={listing?.price} />
      <DialogFormActions
        pending={saving}
        submitLabel={isEdit ? 'Update Listing' : 'Publish Listing'}
        pendingLabel={isEdit ? 'Updating...' : 'Publishing...'}
      />
    </form>
  );
}
