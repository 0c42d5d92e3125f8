import {
  REPORT_DETAILS_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  reportInputSchema,
} from '@/shared/schemas/safety';
import { Dialog, DialogContent } from '@/client/components/ui/dialog';
import { DialogFormActions } from '@/client/components/ui/dialog-form-actions';
import { FormField } from '@/client/components/ui/form-field';
import { Textarea } from '@/client/components/ui/input';
import { Notice } from '@/client/components/ui/notice';
import { failureMessage, toastSuccess } from '@/client/lib/mutation-toasts';
import type { ReportDialogProps, ReportTarget } from '@/client/lib/report-slot';
import { useReturnFocus } from '@/client/lib/use-return-focus';
import { submitHandler, useSchemaForm } from '@/client/lib/use-schema-form';
import { useFileReport } from '@/client/features/reports/api/file-report';

const reportFormSchema = reportInputSchema.pick({ reason: true, details: true });

const REPORT_THANKS = 'Thanks. A moderator will look at your report.';

function ReasonRadios({
  name,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  name: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  describedBy: string | undefined;
}) {
  return (
    <div
      role="radiogroup"
      aria-label="Reason"
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className="grid gap-1 sm:grid-cols-2"
    >
      {REPORT_REASONS.map((reason) => (
        <label
          key={reason}
          className="flex cursor-pointer items-center gap-2 rounded-lg border border-zinc-200 px-3 py-2 text-sm has-checked:border-zinc-900 has-checked:bg-zinc-50 has-focus-visible:ring-2 has-focus-visible:ring-zinc-900"
        >
          <input
            type="radio"
            name={name}
            value={reason}
            checked={value === reason}
            onChange={() => onChange(reason)}
            className="size-4 accent-zinc-900"
          />
          {REPORT_REASON_LABELS[reason]}
        </label>
      ))}
    </div>
  );
}

function ReportForm({ target, onDone }: { target: ReportTarget; onDone: () => void }) {
  const form = useSchemaForm(reportFormSchema, { reason: '', details: '' });
  const report = useFileReport();
  const length = form.watch('details').length;
  const submit = submitHandler(form, report.isPending, (parsed) =>
    report.mutate(
      { targetType: target.targetType, targetId: target.targetId, ...parsed },
      {
        onSuccess: () => {
          toastSuccess(REPORT_THANKS);
          onDone();
        },
      },
    ),
  );
  return (
    <form noValidate onSubmit={submit} className="mt-5 grid gap-4">
      <FormField form={form} name="reason" label="Reason">
        {(control, setValue) => (
          <ReasonRadios
            name={control.name}
            value={control.value}
            onChange={setValue}
            invalid={control['aria-invalid'] === true}
            describedBy={control['aria-describedby']}
          />
        )}
      </FormField>
      <FormField
        form={form}
        name="details"
        label="Details (optional)"
        hint={
          <span aria-live="polite" className="tabular-nums">
            {length.toLocaleString('en-US')}/{REPORT_DETAILS_MAX.toLocaleString('en-US')} characters
          </span>
        }
      >
        {(control) => (
          <Textarea {...control} rows={4} placeholder="What should a moderator know?" />
        )}
      </FormField>
      {report.isError && (
        <Notice look="error">{failureMessage(report.error, 'Could not send your report')}</Notice>
      )}
      <DialogFormActions pending={report.isPending} submitLabel="Send" pendingLabel="Sending..." />
    </form>
  );
}

/**
 * docs/product.md, Safety, Reporting: a reason and optional details about a listing, WTB request,
 * person or message. A duplicate or the daily limit is said in the dialog; a sent report closes
 * it with a thank-you toast.
 */
export function ReportDialog({ target, open, onOpenChange }: ReportDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={`Report ${target.name}`}
        description="Moderators see your report, never the person you report."
        showDescription
        onCloseAutoFocus={returnFocus}
      >
        <ReportForm target={target} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
