import { z } from 'zod';
import { SUSPEND_PAST, suspendInputSchema, type SuspendInput } from '@/shared/schemas/moderation';

/** The lengths a moderator picks from (docs/product.md, Safety, Moderation), or a date. */
export const SUSPENSION_PERIODS = [
  { value: '1', label: '1 day' },
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: 'indefinitely', label: 'Indefinitely' },
  { value: 'date', label: 'Until a date' },
] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The suspend form as its controls hold it: a period, a date (for "Until a date") and a reason. */
export const suspendFormSchema = z
  .object({
    period: z.enum(SUSPENSION_PERIODS.map((period) => period.value)),
    date: z.string(),
    reason: suspendInputSchema.shape.reason,
  })
  .superRefine((value, context) => {
    if (value.period !== 'date') return;
    // The date's end, in the moderator's own time zone.
    const end = new Date(`${value.date}T23:59:59`);
    if (!value.date || Number.isNaN(end.getTime()) || end.getTime() <= Date.now()) {
      context.addIssue({ code: 'custom', path: ['date'], message: SUSPEND_PAST });
    }
  });
export type SuspendForm = z.infer<typeof suspendFormSchema>;

/** The API's body: `until` from the chosen period, counted from `now`. */
export function suspendInput(form: SuspendForm, now = new Date()): SuspendInput {
  const until =
    form.period === 'indefinitely'
      ? null
      : form.period === 'date'
        ? new Date(`${form.date}T23:59:59`).toISOString()
        : new Date(now.getTime() + Number(form.period) * DAY_MS).toISOString();
  return { until, reason: form.reason };
}
