import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CATEGORIES, CONDITIONS, LISTING_SIZE_MAX } from '@/shared/constants';
import {
  createListingSchema,
  IMAGES_REQUIRED,
  IMAGES_TOO_MANY,
  updateListingSchema,
  type Listing,
} from '@/shared/schemas/listing';
import { DialogFormActions } from '@/client/components/ui/dialog-form-actions';
import { FormField, type FieldIds } from '@/client/components/ui/form-field';
import { Input, Textarea } from '@/client/components/ui/input';
import { NativeSelect } from '@/client/components/ui/native-select';
import { toast } from '@/client/lib/toast';
import { useCreateListing } from '@/client/features/listings/api/create-listing';
import { useUpdateListing } from '@/client/features/listings/api/update-listing';
import { existingPhotos } from '@/client/features/listings/photos/photo-list';
import { PhotoPicker } from '@/client/features/listings/photos/photo-picker';
import { useListingPhotos } from '@/client/features/listings/photos/use-listing-photos';
import { nextPriceInput } from '@/client/features/listings/price-input';
import { MoneyInput } from '@/client/components/ui/money-input';

type Values = {
  title: string;
  brand: string;
  category: string;
  size: string;
  condition: string;
  price: string;
  description: string;
};
type Field = keyof Values;
type Errors = Partial<Record<Field, string>>;

/** In the order they show, so the first invalid one gets focus. */
const FIELD_ORDER: Field[] = [
  'title',
  'brand',
  'category',
  'size',
  'condition',
  'price',
  'description',
];

function initialValues(listing?: Listing): Values {
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

function photoCountToast(message: string) {
  toast({
    variant: 'destructive',
    title: message === IMAGES_TOO_MANY ? 'Too many images' : 'No images',
    description: message,
  });
}

/**
 * The body of Create New Listing and Edit Listing (SPEC.md §2, §5): photos, then the fields, checked
 * with the schema the server uses. Photos upload as they are chosen; publishing waits for any still
 * on their way, then saves the listing with their URLs in the order shown.
 */
export function ListingForm({ listing, onSaved }: { listing?: Listing; onSaved: () => void }) {
  const isEdit = listing !== undefined;
  const [values, setValues] = useState(() => initialValues(listing));
  const [errors, setErrors] = useState<Errors>({});
  const [waitingForPhotos, setWaitingForPhotos] = useState(false);
  const [photosMissing, setPhotosMissing] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
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

  function change(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  /** Checks the fields and the photo count; shows what is wrong and returns false if anything is. */
  function check(): boolean {
    // Photos still uploading count: their URLs are filled in once they arrive.
    const candidate = { ...values, images: photos.photos.map((photo) => photo.url ?? photo.key) };
    const result = (isEdit ? updateListingSchema : createListingSchema).safeParse(candidate);
    if (result.success) return true;

    const found: Errors = {};
    let imagesMessage: string | null = null;
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (field === 'images') imagesMessage ??= issue.message;
      else if (typeof field === 'string' && !found[field as Field]) {
        found[field as Field] = issue.message;
      }
    }
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    const control = first && formRef.current?.elements.namedItem(first);
    if (control instanceof HTMLElement) control.focus();
    setPhotosMissing(imagesMessage === IMAGES_REQUIRED);
    if (imagesMessage === IMAGES_REQUIRED || imagesMessage === IMAGES_TOO_MANY) {
      photoCountToast(imagesMessage);
    }
    return false;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || !check()) return;

    setWaitingForPhotos(true);
    const settled = await photos.settle();
    if (!mounted.current) return;
    setWaitingForPhotos(false);
    if ('failed' in settled) {
      const { name, error } = settled.failed;
      const reason = (error ?? 'the photo did not finish uploading').replace(/\.$/, '');
      toast({
        variant: 'destructive',
        title: 'Error',
        description: `Upload failed for ${name}: ${reason}. Retry it or remove it.`,
      });
      return;
    }

    const fields = {
      title: values.title,
      brand: values.brand,
      category: values.category,
      size: values.size,
      condition: values.condition,
      description: values.description,
      images: settled.urls,
    };
    if (isEdit) {
      const parsed = updateListingSchema.parse(fields);
      update.mutate(parsed, { onSuccess: onSaved });
    } else {
      const parsed = createListingSchema.parse({ ...fields, price: values.price });
      create.mutate(parsed, { onSuccess: onSaved });
    }
  }

  const textControl =
    (field: Field, placeholder: string, extra: { maxLength?: number } = {}) =>
    ({ id, describedBy, invalid }: FieldIds) => (
      <Input
        id={id}
        name={field}
        autoComplete="off"
        placeholder={placeholder}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        value={values[field]}
        onChange={(event) => change(field, event.target.value)}
        {...extra}
      />
    );

  const selectControl =
    (field: 'category' | 'condition', placeholder: string, options: readonly string[]) =>
    ({ id, describedBy, invalid }: FieldIds) => (
      <NativeSelect
        id={id}
        name={field}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        value={values[field]}
        onChange={(event) => change(field, event.target.value)}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </NativeSelect>
    );

  const submitLabel = isEdit ? 'Update Listing' : 'Publish Listing';
  const pendingLabel = isEdit ? 'Updating...' : 'Publishing...';

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      className="mt-5 grid gap-4"
    >
      <PhotoPicker
        photos={photos.photos}
        locked={saving}
        invalid={photosMissing}
        onAdd={photos.add}
        onRemove={photos.remove}
        onRetry={photos.retry}
        onMove={photos.move}
      />

      <FormField label="Title" error={errors.title}>
        {textControl('title', 'e.g. Stussy 8 Ball Fleece Hoodie')}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Brand" error={errors.brand}>
          {textControl('brand', 'e.g. Stussy')}
        </FormField>
        <FormField label="Category" error={errors.category}>
          {selectControl('category', 'Select a category', CATEGORIES)}
        </FormField>
        <FormField label="Size" error={errors.size}>
          {textControl('size', 'e.g. M, 32, 10.5', { maxLength: LISTING_SIZE_MAX })}
        </FormField>
        <FormField label="Condition" error={errors.condition}>
          {selectControl('condition', 'Select a condition', CONDITIONS)}
        </FormField>
      </div>
      {!isEdit && (
        <FormField label="Price (USD)" error={errors.price}>
          {({ id, describedBy, invalid }) => (
            <MoneyInput
              id={id}
              name="price"
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              value={values.price}
              onChange={(event) =>
                change('price', nextPriceInput(values.price, event.target.value))
              }
            />
          )}
        </FormField>
      )}
      <FormField
        label="Description"
        hint="Measurements (pit to pit, length, inseam), fit, flaws and anything else a buyer should know."
        error={errors.description}
      >
        {({ id, describedBy, invalid }) => (
          <Textarea
            id={id}
            name="description"
            rows={4}
            placeholder={'Pit to pit: 22"\nLength: 28"\nTiny mark on the left cuff, see photo 4.'}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            value={values.description}
            onChange={(event) => change('description', event.target.value)}
          />
        )}
      </FormField>

      <DialogFormActions pending={saving} submitLabel={submitLabel} pendingLabel={pendingLabel} />
    </form>
  );
}
