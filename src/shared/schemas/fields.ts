import { z } from 'zod';
import { MAX_PRICE } from '@/shared/constants';

// Something a person can see: a letter, digit, mark, punctuation or symbol. Trimming leaves
// zero-width spaces, NEL and other invisible characters behind.
const VISIBLE = /[\p{L}\p{M}\p{N}\p{P}\p{S}]/u;

/**
 * A required, trimmed text field with docs/product.md's "X is required" and "X must be less than N
 * characters". Text with nothing visible in it counts as empty.
 */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be less than ${max.toLocaleString('en-US')} characters`)
    .refine((value) => VISIBLE.test(value), `${label} is required`);
}

export function optionalText(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, `${label} must be less than ${max.toLocaleString('en-US')} characters`)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));
}

const DECIMAL = /^\d+(\.\d{0,2})?$/;

/**
 * A money amount as the forms send it: a string of digits with at most one decimal point
 * (a JSON number is accepted too). Normalised to a plain decimal string for numeric(12,2).
 */
export function moneyString(requiredMessage: string, rangeMessage: string) {
  return z
    .union([z.string(), z.number()], { error: requiredMessage })
    .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
    .pipe(
      z
        .string()
        .min(1, requiredMessage)
        .refine((value) => DECIMAL.test(value), rangeMessage)
        .refine((value) => Number(value) > 0 && Number(value) <= MAX_PRICE, rangeMessage)
        .transform((value) => Number(value).toFixed(2)),
    );
}

/** Ids are UUIDs; anything else is a 400 before it reaches the database. */
export const uuidParam = z.uuid({ error: 'Invalid id: expected a UUID' });

const ID_MESSAGE = 'Invalid id: expected a positive whole number';
/** Ids that are growing numbers (reviews, messages): a path segment of digits, else a 400. */
export const positiveIdParam = z.coerce
  .number({ error: ID_MESSAGE })
  .int(ID_MESSAGE)
  .min(1, ID_MESSAGE)
  .max(Number.MAX_SAFE_INTEGER, ID_MESSAGE);
