import { LoaderCircle } from 'lucide-react';
import { Button } from './button';
import { DialogClose } from './dialog';

/**
 * The footer of a form in a dialog: Cancel (closes it) and the submit button, which shows a
 * spinner and its pending label while the change is on its way (still focusable, aria-disabled).
 */
export function DialogFormActions({
  pending,
  submitLabel,
  pendingLabel,
}: {
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
}) {
  return (
    <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button variant="outline">Cancel</Button>
      </DialogClose>
      <Button type="submit" aria-disabled={pending || undefined}>
        {pending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
        {pending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}
