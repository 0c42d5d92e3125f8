import { useId, type ChangeEvent, type ReactNode, type RefCallback } from 'react';
import { useController, type Path } from 'react-hook-form';
import type { SchemaForm, TextValues } from '@/client/lib/use-schema-form';
import { Input } from './input';

/** What a field hands its control: spread it onto the input, select or textarea. */
export type FieldControl = {
  id: string;
  name: string;
  ref: RefCallback<HTMLElement>;
  value: string;
  onChange: (
    event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
  ) => void;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FormFieldProps<Values extends TextValues, Output> = {
  form: SchemaForm<Values, Output>;
  name: Path<Values>;
  label: string;
  hint?: ReactNode;
  /** Something at the end of the label row, such as a "Forgot password?" link. */
  labelAside?: ReactNode;
  /** The value to keep after a keystroke, from the value before it and what the control holds. */
  transform?: (previous: string, typed: string) => string;
  /** `setValue` is for controls that report a value rather than a change event. */
  children: (control: FieldControl, setValue: (value: string) => void) => ReactNode;
};

/**
 * One field of a schema form: the label, the control (rendered by the caller from the props it
 * is handed, so any input fits), an optional hint and the field's error. The hint and the error
 * are tied to the control with aria-describedby, and aria-invalid marks it while the error shows.
 * Editing the field clears its error; the ref lets the form focus it when it is the first invalid.
 */
export function FormField<Values extends TextValues, Output>({
  form,
  name,
  label,
  hint,
  labelAside,
  transform,
  children,
}: FormFieldProps<Values, Output>) {
  const { field, fieldState } = useController({ control: form.control, name });
  const error = fieldState.error?.message;
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const value = field.value as string;
  const change = (typed: string) => {
    field.onChange(transform ? transform(value, typed) : typed);
    if (error) form.clearErrors(name);
  };
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-zinc-900">
          {label}
        </label>
        {labelAside}
      </div>
      {children(
        {
          id,
          name,
          ref: field.ref,
          value,
          onChange: (event) => change(event.target.value),
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy || undefined,
        },
        change,
      )}
      {hint && (
        <div id={hintId} className="text-xs text-zinc-600">
          {hint}
        </div>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A one-line text field for a name of something (a title, a brand, a size): no autofill. */
export function TextField<Values extends TextValues, Output>({
  placeholder,
  maxLength,
  ...field
}: Omit<FormFieldProps<Values, Output>, 'children' | 'transform'> & {
  placeholder: string;
  maxLength?: number;
}) {
  return (
    <FormField {...field}>
      {(control) => (
        <Input {...control} autoComplete="off" placeholder={placeholder} maxLength={maxLength} />
      )}
    </FormField>
  );
}
