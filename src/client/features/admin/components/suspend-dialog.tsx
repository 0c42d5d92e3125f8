import { useState } from 'react';
import type { SuspendInput } from '@/shared/schemas/moderation';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/client/components/ui/dialog';
import { DialogFormActions } from '@/client/components/ui/dialog-form-actions';
import { FormField } from '@/client/components/ui/form-field';
import { Input, Textarea } from '@/client/components/ui/input';
import { NativeSelect } from '@/client/components/ui/native-select';
import { submitHandler, useSchemaForm } from '@/client/lib/use-schema-form';
import { SUSPENSION_PERIODS, suspendFormSchema, suspendInput } from './suspension-period';

function SuspendForm({
  pending,
  onSubmit,
}: {
  pending: boolean;
  onSubmit: (input: SuspendInput) => void;
}) {
  const form = useSchemaForm(suspendFormSchema, { period: '7', date: '', reason: '' });
  const period = form.watch('period');
  const submit = submitHandler(form, pending, (parsed) => onSubmit(suspendInput(parsed)));
  return (
    <form noValidate onSubmit={submit} className="mt-5 grid gap-4">
      <FormField form={form} name="period" label="For how long">
        {(control) => (
          <NativeSelect {...control}>
            {SUSPENSION_PERIODS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {period === 'date' && (
        <FormField form={form} name="date" label="Suspended until the end of">
          {(control) => <Input {...control} type="date" />}
        </FormField>
      )}
      <FormField form={form} name="reason" label="Reason">
        {(control) => <Textarea {...control} rows={3} placeholder="Which rule they broke" />}
      </FormField>
      <DialogFormActions pending={pending} submitLabel="Suspend User" pendingLabel="Saving..." />
    </form>
  );
}

/**
 * Suspend a user: their sessions end at once, sign-in is refused until the end, their listings
 * and requests leave the feeds. `run` resolves once it succeeded, which closes the dialog.
 */
export function SuspendDialog({
  username,
  pending,
  run,
}: {
  username: string;
  pending: boolean;
  run: (input: SuspendInput) => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="destructive" size="sm">
          Suspend User
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Suspend @${username}`}
        description="They are signed out everywhere at once and cannot sign in until the suspension ends; their listings and requests leave every feed."
        showDescription
      >
        <SuspendForm
          pending={pending}
          onSubmit={(input) =>
            void run(input).then(
              () => setOpen(false),
              () => undefined,
            )
          }
        />
      </DialogContent>
    </Dialog>
  );
}
