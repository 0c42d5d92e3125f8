import { CATEGORIES, CONDITIONS, LISTING_SIZE_MAX } from '@/shared/constants';
import { BrandCombobox } from '@/client/components/brand-combobox';
import { FormField, TextField, type FieldControl } from '@/client/components/ui/form-field';
import { Textarea } from '@/client/components/ui/input';
import { MoneyInput } from '@/client/components/ui/money-input';
import { NativeSelect } from '@/client/components/ui/native-select';
import type { SchemaForm } from '@/client/lib/use-schema-form';
import type { ListingFormValues } from '@/client/features/listings/hooks/use-listing-form';
import { nextPriceInput } from '@/client/features/listings/price-input';

function Select({
  control,
  placeholder,
  options,
}: {
  control: FieldControl;
  placeholder: string;
  options: readonly string[];
}) {
  return (
    <NativeSelect {...control}>
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
}

/** The listing's details under its photos; the price only when the listing is new. */
export function ListingFields({
  form,
  withPrice,
}: {
  form: SchemaForm<ListingFormValues, unknown>;
  withPrice: boolean;
}) {
  return (
    <>
      <TextField
        form={form}
        name="title"
        label="Title"
        placeholder="e.g. Stussy 8 Ball Fleece Hoodie"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField form={form} name="brand" label="Brand">
          {(control, setValue) => (
            <BrandCombobox
              id={control.id}
              name={control.name}
              inputRef={control.ref}
              label="Brand"
              hideLabel
              placeholder="e.g. Stussy"
              value={control.value}
              onChange={setValue}
              aria-invalid={control['aria-invalid']}
              aria-describedby={control['aria-describedby']}
            />
          )}
        </FormField>
        <FormField form={form} name="category" label="Category">
          {(control) => (
            <Select control={control} placeholder="Select a category" options={CATEGORIES} />
          )}
        </FormField>
        <TextField
          form={form}
          name="size"
          label="Size"
          placeholder="e.g. M, 32, 10.5"
          maxLength={LISTING_SIZE_MAX}
        />
        <FormField form={form} name="condition" label="Condition">
          {(control) => (
            <Select control={control} placeholder="Select a condition" options={CONDITIONS} />
          )}
        </FormField>
      </div>
      {withPrice && (
        <FormField form={form} name="price" label="Price (USD)" transform={nextPriceInput}>
          {(control) => <MoneyInput {...control} />}
        </FormField>
      )}
      <FormField
        form={form}
        name="description"
        label="Description"
        hint="Measurements (pit to pit, length, inseam), fit, flaws and anything else a buyer should know."
      >
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            placeholder={'Pit to pit: 22"\nLength: 28"\nTiny mark on the left cuff, see photo 4.'}
          />
        )}
      </FormField>
    </>
  );
}
