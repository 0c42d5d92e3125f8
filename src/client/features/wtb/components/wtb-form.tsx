import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { sanitizeDecimalInput } from '@/shared/format';
import { wtbInputSchema, type WtbInput, type WtbListing } from '@/shared/schemas/wtb';
import { DialogFormActions } from '@/client/components/ui/dialog-form-actions';
import { FormField, type FieldIds } from '@/client/components/ui/form-field';
import { Input, Textarea } from '@/client/components/ui/input';
import { fieldErrors } from '@/client/lib/form-errors';
import { MoneyInput } from '@/client/components/ui/money-input';

type Values = { title: string; brand: string; size: string; maxPrice: string; description: string };
type Field = keyof Values;
type Errors = Partial<Record<Field, string>>;

/** In the order they show, so the first invalid one gets focus. */
const FIELD_ORDER: Field[] = ['title', 'brand', 'size', 'maxPrice', 'description'];

/** A number input would accept these ("1e5", "-3"); SPEC.md §5 blocks them in the budget field. */
const BLOCKED_BUDGET_KEYS = new Set(['e', 'E', '+', '-']);

export function wtbFormValues(wtb?: WtbListing): Values {
  return {
    title: wtb?.title ?? '',
    brand: wtb?.brand ?? '',
    size: wtb?.size ?? '',
    maxPrice: wtb?.maxPrice ?? '',
    description: wtb?.description ?? '',
  };
}

/**
 * The fields of SPEC.md §5 "WTB form", shared by Create a WTB Request and Edit WTB Listing.
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
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const formRef = useRef<HTMLFormElement>(null);

  function change(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const found = fieldErrors<WtbInput>(wtbInputSchema, values);
    if (found) {
      setErrors(found);
      const first = FIELD_ORDER.find((field) => found[field]);
      const control = first && formRef.current?.elements.namedItem(first);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    onSubmit({
      title: values.title.trim(),
      brand: values.brand.trim(),
      size: values.size.trim(),
      maxPrice: values.maxPrice.trim(),
      description: values.description.trim(),
    });
  }

  function blockBudgetKeys(event: KeyboardEvent<HTMLInputElement>) {
    if (BLOCKED_BUDGET_KEYS.has(event.key)) event.preventDefault();
  }

  const textControl =
    (field: Field, placeholder: string) =>
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
      />
    );

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="mt-5 grid gap-4">
      <FormField label="What are you looking for?" error={errors.title}>
        {textControl('title', 'e.g. Box Logo Hoodie in grey')}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Brand" error={errors.brand}>
          {textControl('brand', 'e.g. Supreme')}
        </FormField>
        <FormField label="Size" error={errors.size}>
          {textControl('size', 'e.g. L, 10.5, 32x30')}
        </FormField>
      </div>
      <FormField label="Maximum Budget (USD)" error={errors.maxPrice}>
        {({ id, describedBy, invalid }) => (
          <MoneyInput
            id={id}
            name="maxPrice"
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            value={values.maxPrice}
            onKeyDown={blockBudgetKeys}
            onChange={(event) => change('maxPrice', sanitizeDecimalInput(event.target.value))}
          />
        )}
      </FormField>
      <FormField label="Additional Details" error={errors.description}>
        {({ id, describedBy, invalid }) => (
          <Textarea
            id={id}
            name="description"
            rows={4}
            placeholder="Colourway, condition you'd accept, anything a seller should know"
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            value={values.description}
            onChange={(event) => change('description', event.target.value)}
          />
        )}
      </FormField>

      <DialogFormActions pending={pending} submitLabel={submitLabel} pendingLabel={pendingLabel} />
    </form>
  );
}
