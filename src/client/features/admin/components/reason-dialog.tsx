import { useState } from 'react';
import type { z } from 'zod';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/client/components/ui/dialog';
import { DialogFormActions } from '@/client/components/ui/dialog-form-actions';
import { FormField } from '@/client/components/ui/form-field';
import { Textarea } from '@/client/components/ui/input';
import { submitHandler, useSchemaForm } from '@/client/lib/use-schema-form';

type ReasonSchema = z.ZodType<{ reason: string }, unknown>;

function ReasonForm({
  schema,
  label,
  placeholder,
  submitLabel,
  pending,
  onSubmit,
}: {
  schema: ReasonSchema;
  label: string;
  placeholder: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (reason: string) => void;
}) {
  const form = useSchemaForm(schema, { reason: '' });
  const submit = submitHandler(form, pending, (parsed) => onSubmit(parsed.reason));
  return (
    <form noValidate onSubmit={submit} className="mt-5 grid gap-4">
      <FormField form={form} name="reason" label={label}>
        {(control) => <Textarea {...control} rows={3} placeholder={placeholder} />}
      </FormField>
      <DialogFormActions pending={pending} submitLabel={submitLabel} pendingLabel="Saving..." />
    </form>
  );
}

/**
 * A moderator's decision that needs a why (dismiss, delete, remove, unsuspend): the text goes to
 * the audit log. `run` resolves once the action succeeded, which closes the dialog.
 */
export function ReasonDialog({
  triggerLabel,
  destructive = false,
  title,
  description,
  label,
  placeholder,
  submitLabel,
  schema,
  pending,
  run,
}: {
  /** The card's button that opens it. */
  triggerLabel: string;
  destructive?: boolean;
  title: string;
  description: string;
  label: string;
  placeholder: string;
  submitLabel: string;
  schema: ReasonSchema;
  pending: boolean;
  run: (reason: string) => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={destructive ? 'destructive' : 'outline'} size="sm">
          {triggerLabel}
        </Button>
      </DialogTrigger>
      <DialogContent title={title} description={description} showDescription>
        <ReasonForm
          schema={schema}
          label={label}
          placeholder={placeholder}
          submitLabel={submitLabel}
          pending={pending}
          onSubmit={(reason) =>
            void run(reason).then(
              () => setOpen(false),
              () => undefined,
            )
          }
        />
      </DialogContent>
    </Dialog>
  );
}
