import { LoaderCircle } from 'lucide-react';
import { useMemo } from 'react';
import { z } from 'zod';
import { amountField, cancelDealSchema } from '@/shared/schemas/deals';
import { Button } from '@/client/components/ui/button';
import { DialogClose } from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { MoneyInput } from '@/client/components/ui/money-input';
import { submitHandler, useSchemaForm } from '@/client/lib/use-schema-form';

/**
 * The one field an offer or deal step asks for: an amount (offer, counter, deal price) or a
 * reason (cancelling a deal). The shared schema checks it on submit; the server's refusal shows
 * under the field too (docs/product.md, Error catalogue).
 */
export function StepForm({
  kind,
  label,
  required,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  kind: 'amount' | 'reason';
  label: string;
  /** The message for an empty amount ("Amount is required", "Price is required"). */
  required?: string;
  submitLabel: string;
  pending: boolean;
  /** Sends the checked value; `refuse` shows the server's message under the field. */
  onSubmit: (value: string, refuse: (message: string) => void) => void;
  /** Inline under a card: how to fold the form away. In a dialog Cancel closes the dialog. */
  onCancel?: () => void;
}) {
  const schema = useMemo(
    () =>
      z.object({
        value: kind === 'amount' ? amountField(required) : cancelDealSchema.shape.reason,
      }),
    [kind, required],
  );
  const form = useSchemaForm(schema, { value: '' });
  const submit = submitHandler(form, pending, ({ value }) =>
    onSubmit(value, (message) => form.setError('value', { message }, { shouldFocus: true })),
  );
  const cancel = (
    <Button variant="outline" size="sm" type="button" onClick={onCancel}>
      Cancel
    </Button>
  );
  return (
    <form noValidate onSubmit={submit} className="grid gap-3">
      <FormField form={form} name="value" label={label}>
        {(control) =>
          kind === 'amount' ? (
            <MoneyInput {...control} autoFocus />
          ) : (
            <Input {...control} autoFocus autoComplete="off" maxLength={500} />
          )
        }
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? cancel : <DialogClose asChild>{cancel}</DialogClose>}
        <Button type="submit" size="sm" aria-disabled={pending || undefined}>
          {pending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
