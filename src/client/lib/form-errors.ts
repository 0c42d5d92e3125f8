import { z } from 'zod';

/** The first message for each field of a failed parse, keyed by field name, for inline errors. */
export function fieldErrors<Values extends Record<string, unknown>>(
  schema: z.ZodType<unknown, Values>,
  values: Values,
): Partial<Record<keyof Values, string>> | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  const errors: Partial<Record<keyof Values, string>> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof Values | undefined;
    if (key !== undefined && errors[key] === undefined) errors[key] = issue.message;
  }
  return errors;
}
