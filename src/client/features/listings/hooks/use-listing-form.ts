import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  createListingSchema,
  IMAGES_REQUIRED,
  IMAGES_TOO_MANY,
  updateListingSchema,
  type Listing,
} from '@/shared/schemas/listing';
import { toast } from '@/client/lib/toast';
import { useSchemaForm } from '@/client/lib/use-schema-form';
import { useCreateListing } from '@/client/features/listings/api/create-listing';
import { useUpdateListing } from '@/client/features/listings/api/update-listing';
import { existingPhotos, type Photo } from '@/client/features/listings/photos/photo-list';
import { useListingPhotos } from './use-listing-photos';

export type ListingFormValues = {
  title: string;
  brand: string;
  category: string;
  size: string;
  condition: string;
  price: string;
  description: string;
};

// The fields' part of the schemas; the photos are checked on their own, by count.
const createFieldsSchema = createListingSchema.omit({ images: true });
const updateFieldsSchema = updateListingSchema.omit({ images: true });

function initialValues(listing?: Listing): ListingFormValues {
  return {
    title: listing?.title ?? '',
    brand: listing?.brand ?? '',
    category: listing?.category ?? '',
    size: listing?.size ?? '',
    condition: listing?.condition ?? '',
    price: '',
    description: listing?.description ?? '',
  };
}

/** The schema's message about the number of photos (none, or too many), or null when it passes. */
function photoCountProblem(photos: Photo[]): string | null {
  // Photos still uploading count: their URLs are filled in once they arrive.
  const images = photos.map((photo) => photo.url ?? photo.key);
  const result = createListingSchema.shape.images.safeParse(images);
  const message = result.success ? null : (result.error.issues[0]?.message ?? null);
  return message === IMAGES_REQUIRED || message === IMAGES_TOO_MANY ? message : null;
}

function uploadFailedToast({ name, error }: Photo) {
  const reason = (error ?? 'the photo did not finish uploading').replace(/\.$/, '');
  toast({
    variant: 'destructive',
    title: 'Error',
    description: `Upload failed for ${name}: ${reason}. Retry it or remove it.`,
  });
}

/**
 * Create New Listing and Edit Listing: the fields, checked with the schema the server uses, and
 * the photos. Photos upload as they are chosen; publishing waits for any still on their way,
 * then saves the listing with their URLs in the order shown.
 */
export function useListingForm(listing: Listing | undefined, onSaved: () => void) {
  const isEdit = listing !== undefined;
  const form = useSchemaForm(
    isEdit ? updateFieldsSchema : createFieldsSchema,
    initialValues(listing),
  );
  const [waitingForPhotos, setWaitingForPhotos] = useState(false);
  const [photosMissing, setPhotosMissing] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const photos = useListingPhotos(
    listing ? existingPhotos(listing.images, listing.thumbnails) : [],
  );
  const create = useCreateListing();
  const update = useUpdateListing(listing?.id ?? '');
  const saving = waitingForPhotos || create.isPending || update.isPending;

  async function publish(values: ListingFormValues) {
    setWaitingForPhotos(true);
    const settled = await photos.settle();
    if (!mounted.current) return;
    setWaitingForPhotos(false);
    if ('failed' in settled) {
      uploadFailedToast(settled.failed);
      return;
    }
    const fields = { ...values, images: settled.urls };
    if (isEdit) update.mutate(updateListingSchema.parse(fields), { onSuccess: onSaved });
    else create.mutate(createListingSchema.parse(fields), { onSuccess: onSaved });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const photoProblem = photoCountProblem(photos.photos);
    setPhotosMissing(photoProblem === IMAGES_REQUIRED);
    if (photoProblem) {
      toast({
        variant: 'destructive',
        title: photoProblem === IMAGES_TOO_MANY ? 'Too many images' : 'No images',
        description: photoProblem,
      });
    }
    void form.handleSubmit(async () => {
      if (!photoProblem) await publish(form.getValues());
    })(event);
  }

  return { form, isEdit, photos, photosMissing, saving, submit };
}
