import { removeReviewSchema } from '@/shared/schemas/deals';
import { Dialog, DialogContent, DialogTrigger } from '@/client/components/ui/dialog';
import { Button } from '@/client/components/ui/button';
import { DialogFormActions } from '@/client/components/ui/dialog-form-actions';
import { FormField } from '@/client/components/ui/form-field';
import { Textarea } from '@/client/components/ui/input';
import { submitHandler, useSchemaForm } from '@/client/lib/use-schema-form';
import { useRemoveReview } from '@/client/features/users/api/reviews';
import { useState } from 'react';

function RemoveForm({
  reviewId,
  username,
  onDone,
}: {
  reviewId: number;
  username: string;
  onDone: () => void;
}) {
  const form = useSchemaForm(removeReviewSchema, { reason: '' });
  const removal = useRemoveReview(reviewId, username);
  const submit = submitHandler(form, removal.isPending, (parsed) =>
    removal.mutate(parsed.reason, { onSuccess: onDone }),
  );
  return (
    <form noValidate onSubmit={submit} className="mt-5 grid gap-4">
      <FormField form={form} name="reason" label="Reason">
        {(control) => <Textarea {...control} rows={3} placeholder="Which rule it breaks" />}
      </FormField>
      <DialogFormActions
        pending={removal.isPending}
        submitLabel="Remove Review"
        pendingLabel="Removing..."
      />
    </form>
  );
}

/** An admin's Remove on a review: the reason is kept in the audit log. */
export function RemoveReviewDialog({ reviewId, username }: { reviewId: number; username: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="text-red-700">
          Remove
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Remove review"
        description="The review leaves this profile and the rating. The reason is kept in the audit log."
        showDescription
      >
        <RemoveForm reviewId={reviewId} username={username} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
