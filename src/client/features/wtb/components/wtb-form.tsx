import type { KeyboardEvent } from 'react';
import { sanitizeDecimalInput } from '@/shared/format';
import { wtbInputSchema, type WtbInput, type WtbListing } from '@/shared/schemas/wtb';
import { DialogFormActions } from '@/client/components/ui/dialog-form-actions';
import { FormField, TextField } from '@/client/components/ui/form-field';
import { Textarea } from '@/client/components/ui/input';
import { MoneyInput } from '@/client/components/ui/money-input';
import { submitHandler, useSchemaForm } from '@/client/lib/use-schema-form';

type Values = { title: string; brand: string; size: string; maxPrice: string; description: string };

/**
 * A number input would accept these ("1e5", "-3"); docs/product.md, Validation blocks them in the
 * budget field.
 */
const BLOCKED_BUDGET_KEYS = new Set(['e', 'E', '+', '-']);

function blockBudgetKeys(event: KeyboardEvent<HTMLInputElement>) {
  if (BLOCKED_BUDGET_KEYS.has(event.key)) event.preventDefault();
}

export function wtbFormValues(wtb?: WtbListing): Values {
  return {
    title: wtb?.title ?? '',
    brand: wtb?.brand ?? '',
    size: wtb?.size ?? '',
    maxPrice: wtb?.maxPrice ?? '',
    description: wtb?.description ?? '',
  };
}

/** The fields as typed, trimmed: the server reads them with the same schema. */
function trimmed(values: Values): WtbInput {
  return {
    title: values.title.trim(),
    brand: values.brand.trim(),
    size: values.size.trim(),
    maxPrice: values.maxPrice.trim(),
    description: values.description.trim(),
  };
}

/**
 * The fields of docs/product.md, WTB fields, shared by Create a WTB Request and Edit WTB Listing.
 * Checked with the same schema the server uses, messages inline; values are sent trimmed.
 */
export function WtbForm({
  initial,
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
}: {
  initial: Values;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: (input: WtbInput) => void;
}) {
  const form = useSchemaForm(wtbInputSchema, initial);
  const submit = submitHandler(form, pending, () => onSubmit(trimmed(form.getValues())));
  return (
    <form noValidate onSubmit={submit} className="mt-5 grid gap-4">
      <TextField
        form={form}
        name="title"
        label="What are you looking for?"
        placeholder="e.g. Box Logo Hoodie in grey"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="brand" label="Brand" placeholder="e.g. Supreme" />
        <TextField form={form} name="size" label="Size" placeholder="e.g. L, 10.5, 32x30" />
      </div>
      <FormField
        form={form}
        name="maxPrice"
        label="Maximum Budget (USD)"
        transform={(_, typed) => sanitizeDecimalInput(typed)}
      >
        {(control) => <MoneyInput {...control} onKeyDown={blockBudgetKeys} />}
      </FormField>
      <FormField form={form} name="description" label="Additional Details">
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            placeholder="Colourway, condition you'd accept, anything a seller should know"
          />
        )}
      </FormField>

      <DialogFormActions pending={pending} submitLabel={submitLabel} pendingLabel={pendingLabel} />
    </form>
  );
}
