import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEvent } from 'react';
import { useForm, type DefaultValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** A form's values as its controls hold them: text, exactly as typed or chosen. */
export type TextValues = Record<string, string>;

export type SchemaForm<Values extends TextValues, Output = Values> = UseFormReturn<
  Values,
  unknown,
  Output
>;

/**
 * A form checked by a shared schema when it is submitted, never while typing: each field shows
 * the schema's first message for it, and the first invalid field (in the order they show) gets
 * focus. A field's message goes once the field is edited (FormField clears it); the next submit
 * checks again.
 */
export function useSchemaForm<Values extends TextValues, Output>(
  schema: z.ZodType<Output, unknown>,
  defaultValues: Values,
): SchemaForm<Values, Output> {
  return useForm<Values, unknown, Output>({
    // The controls hold text; the schema reads it (a price string, a category) and says what is
    // wrong, so its input type is wider than the text the controls give it.
    resolver: zodResolver(schema as z.ZodType<Output, Values>),
    defaultValues: defaultValues as DefaultValues<Values>,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
  });
}

/**
 * The form's onSubmit: nothing while its save is on its way (the submit button stays focusable);
 * otherwise the schema checks the fields and, when they pass, `onValid` gets the parsed values.
 */
export function submitHandler<Values extends TextValues, Output>(
  form: SchemaForm<Values, Output>,
  busy: boolean,
  onValid: (output: Output) => unknown,
): (event: FormEvent<HTMLFormElement>) => void {
  return (event) => {
    event.preventDefault();
    if (busy) return;
    void form.handleSubmit(onValid)(event);
  };
}
