import { useMemo } from 'react';
import { DISCOUNT_BUMP_THRESHOLD_PERCENT } from '@/shared/constants';
import { formatPrice, percentOff } from '@/shared/format';
import { discountFormSchema, type Listing } from '@/shared/schemas/listing';
import { Dialog, DialogContent } from '@/client/components/ui/dialog';
import { DialogFormActions } from '@/client/components/ui/dialog-form-actions';
import { FormField } from '@/client/components/ui/form-field';
import { Notice } from '@/client/components/ui/notice';
import { useReturnFocus } from '@/client/lib/use-return-focus';
import { submitHandler, useSchemaForm } from '@/client/lib/use-schema-form';
import { useDiscountListing } from '@/client/features/listings/api/discount-listing';
import { nextPriceInput } from '@/client/features/listings/price-input';
import { MoneyInput } from '@/client/components/ui/money-input';

function DiscountForm({ listing, onDone }: { listing: Listing; onDone: () => void }) {
  const currentPrice = Number(listing.price);
  // Required, a positive number, and lower than the current price; checked on submit.
  const schema = useMemo(() => discountFormSchema(currentPrice), [currentPrice]);
  const form = useSchemaForm(schema, { newPrice: '' });
  const discount = useDiscountListing(listing);
  const newPrice = form.watch('newPrice');
  const percent = newPrice ? percentOff(newPrice, currentPrice) : null;
  const submit = submitHandler(form, discount.isPending, (parsed) =>
    discount.mutate(parsed.newPrice, { onSuccess: onDone }),
  );

  return (
    <form noValidate onSubmit={submit} className="mt-5 grid gap-4">
      <div className="flex items-center justify-between gap-4 rounded-xl bg-zinc-50 px-4 py-3">
        <span className="text-sm text-zinc-600">Current price</span>
        <span className="text-lg font-semibold tabular-nums">{formatPrice(listing.price)}</span>
      </div>
      <FormField
        form={form}
        name="newPrice"
        label="New Price (USD)"
        transform={nextPriceInput}
        hint={
          <span aria-live="polite" className="tabular-nums">
            {percent !== null
              ? `${percent}% off the current price`
              : `A discount of ${DISCOUNT_BUMP_THRESHOLD_PERCENT}% or more also moves your listing to the top.`}
          </span>
        }
      >
        {(control) => <MoneyInput {...control} />}
      </FormField>
      {percent !== null && percent >= DISCOUNT_BUMP_THRESHOLD_PERCENT && (
        <Notice look="success">
          This discount will automatically bump your listing to the top!
        </Notice>
      )}
      <DialogFormActions
        pending={discount.isPending}
        submitLabel={'Apply Discount'}
        pendingLabel={'Applying...'}
      />
    </form>
  );
}

/**
 * docs/product.md, Discount dialog: the current price, New Price (USD), a live percent-off readout
 * and a green note from 10% off, when the server also moves the listing to the top. Loaded on
 * demand.
 */
export default function DiscountDialog({
  listing,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  listing: Listing;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Discount Item"
        description={`Lower the price of ${listing.title}.`}
        showDescription
        onCloseAutoFocus={onCloseAutoFocus ?? returnFocus}
      >
        <DiscountForm listing={listing} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
