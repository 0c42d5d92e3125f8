import { z } from 'zod';
import { MAX_PRICE } from '@/shared/constants';

// Query string parameters as Fastify parses them: a parameter given once is a string, given
// several times (`size=M&size=L`) an array of strings. The messages name the parameter, as
// docs/product.md's API section lists them.

/**
 * A parameter that may appear once only: given twice it is a 400 naming it. Typed as the
 * schema itself: what it takes and gives is the schema's, and every query parameter is optional
 * (absent, the schema's own default or undefined applies).
 */
export function givenOnce<T extends z.ZodType>(name: string, schema: T): T {
  // A preprocessing step rather than a check in front (z.custom): the API description renders
  // a pipe whose first step is a transform as the schema after it, so the parameter is
  // documented as what it takes (a check in front would make it an empty schema).
  const single = z.preprocess(
    (value, context) => {
      if (!Array.isArray(value)) return value;
      context.issues.push({ code: 'custom', message: `${name} must be given once`, input: value });
      return z.NEVER;
    },
    schema as z.ZodType<unknown, unknown>,
  );
  return single as unknown as T;
}

/** A repeatable parameter: one value or several, always a list of distinct values once parsed. */
export function repeatable<T extends z.ZodType>(item: T) {
  return (
    z
      .union([z.string(), z.array(z.string())])
      .optional()
      .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
      // An enum's input is its values, narrower than the strings a URL carries: it checks them.
      .pipe(z.array(item) as unknown as z.ZodType<z.output<T>[], string[]>)
      .transform((values) => [...new Set(values)])
  );
}

/**
 * A whole number from `min` to `max` written in digits only (`limit=20`): `1e1`, `0x10`, `2.0`
 * and ` 7` are refused with "<name> must be a whole number from min to max", as is a
 * parameter given twice; absent, `fallback` applies.
 */
export function wholeNumber(name: string, min: number, max: number, fallback: number) {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return givenOnce(
    name,
    z
      .string({ error: message })
      .regex(/^\d{1,9}$/, message)
      .transform(Number)
      .refine((value) => value >= min && value <= max, message)
      .optional()
      .transform((value) => value ?? fallback),
  );
}

/** One of a fixed list of values, with "<name> must be one of: a, b, c" otherwise. */
export function oneOf<const T extends readonly [string, ...string[]]>(name: string, values: T) {
  return z.enum(values, { error: `${name} must be one of: ${values.join(', ')}` });
}

/** Text of 1 to `max` characters after trimming (a size, a brand). */
export function shortText(name: string, max: number) {
  const message = `${name} must be 1 to ${max} characters`;
  return z.string().trim().min(1, message).max(max, message);
}

// Digits with at most one dot and at most two decimals: 25, 25.5, 25.50, .5 (and 25.).
const DOLLARS = /^(\d+(\.\d{0,2})?|\.\d{1,2})$/;

/**
 * A dollar amount bound of a filter (minPrice, maxPrice, minBudget, maxBudget), 0 to
 * 10,000,000 inclusive, normalised to a plain decimal string with cents ("25.50").
 */
export function dollarBound(name: string) {
  const message = `${name} must be a dollar amount like 25 or 25.50`;
  return givenOnce(
    name,
    z
      .string()
      .trim()
      .refine((value) => DOLLARS.test(value), message)
      .refine(
        (value) => Number(value) <= MAX_PRICE,
        `${name} must be at most ${MAX_PRICE.toLocaleString('en-US')}`,
      )
      .transform((value) => Number(value).toFixed(2))
      .optional(),
  );
}

/** A low bound above the high bound: the message for the low bound's parameter. */
export function boundsInOrder<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  low: keyof z.output<S> & string,
  high: keyof z.output<S> & string,
): S {
  return schema.refine(
    (query) => {
      const [from, to] = [query[low], query[high]];
      return typeof from !== 'string' || typeof to !== 'string' || Number(from) <= Number(to);
    },
    { message: `${low} must not be above ${high}`, path: [low] },
  );
}
