import { Pencil } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { WtbListing } from '@/shared/schemas/wtb';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/client/components/ui/dialog';
import { WtbFormFallback } from './wtb-form-fallback';

const loadForm = () => import('./edit-wtb-form');
const EditWtbForm = lazy(loadForm);

/** The poster's Edit button on a WTB card and its Edit WTB Listing dialog. */
export function EditWtbDialog({
  wtb,
  disabled,
  className,
}: {
  wtb: WtbListing;
  /** While a bump or Found of the same request runs. */
  disabled: boolean;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => setOpen(next && !disabled)}>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          size="compact"
          aria-disabled={disabled || undefined}
          aria-label={`Edit: ${wtb.title}`}
          className={className}
          onPointerEnter={() => void loadForm()}
          onFocus={() => void loadForm()}
        >
          <Pencil aria-hidden="true" className="size-3.5 shrink-0" />
          Edit
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Edit WTB Listing"
        description="Change what you are looking for, your budget or the details."
        showDescription
      >
        <Suspense fallback={<WtbFormFallback />}>
          <EditWtbForm wtb={wtb} onSaved={() => setOpen(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
