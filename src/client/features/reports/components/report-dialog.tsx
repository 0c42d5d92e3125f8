import {
  REPORT_DETAILS_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  reportInputSchema,
} from '@/shared/schemas/safety';
import { Dialog, DialogContent } from '@/client/components/ui/dialog';
import { DialogFormActions } from '@/client/components/ui/dialog-form-actions';
import { FormField, type FieldControl } from '@/client/components/ui/form-field';
import { Textarea } from '@/client/components/ui/input';
import { Notice } from '@/client/components/ui/notice';
import { failureMessage, toastSuccess } from '@/client/lib/mutation-toasts';
import type { ReportDialogProps, ReportTarget } from '@/client/lib/report-slot';
import { useReturnFocus } from '@/client/lib/use-return-focus';
import { submitHandler, useSchemaForm } from '@/client/lib/use-schema-form';
import { useFileReport } from '@/client/features/reports/api/file-report';

const reportFormSchema = reportInputSchema.pick({ reason: true, details: true });

const DETAILS_MAX = REPORT_DETAILS_MAX.toLocaleString('en-US');
const REPORT_THANKS = 'Thanks. A moderator will look at your report.';

/** The reasons as radio buttons, wired to the form field like any control. */
function ReasonRadios({
  control,
  choose,
}: {
  control: FieldControl;
  choose: (value: string) => void;
}) {
  return (
    <div
      role="radiogroup"
      aria-label="Reason"
      aria-invalid={control['aria-invalid']}
      aria-describedby={control['aria-describedby']}
      className="grid gap-1 sm:grid-cols-2"
    >
      {REPORT_REASONS.map((reason) => (
        <label
          key={reason}
          className="flex cursor-pointer items-center gap-2 rounded-lg border border-zinc-200 px-3 py-2 text-sm has-checked:border-zinc-900 has-checked:bg-zinc-50 has-focus-visible:ring-2 has-focus-visible:ring-zinc-900"
        >
          <input
            type="radio"
            name={control.name}
            value={reason}
            checked={control.value === reason}
            onChange={() => choose(reason)}
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
        {(control, setValue) => <ReasonRadios control={control} choose={setValue} />}
      </FormField>
      <FormField
        form={form}
        name="details"
        label="Details (optional)"
        hint={
          <span aria-live="polite">{`${length.toLocaleString('en-US')}/${DETAILS_MAX} characters`}</span>
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
        description="Only moderators see your report: the person you report is not told."
        showDescription
        onCloseAutoFocus={returnFocus}
      >
        <ReportForm target={target} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
