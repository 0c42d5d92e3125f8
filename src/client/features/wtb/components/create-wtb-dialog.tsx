import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/client/components/ui/dialog';
import { useAuth } from '@/client/lib/auth';
import { WtbFormFallback } from './wtb-form-fallback';

const loadForm = () => import('./create-wtb-form');
const CreateWtbForm = lazy(loadForm);

/**
 * docs/product.md, WTB board: Create a WTB, for signed-in users only (visitors see neither the
 * button nor the dialog, docs/product.md, Permissions). The form's code is fetched as the pointer
 * or focus reaches the button.
 */
export function CreateWtbDialog({ className }: { className?: string }) {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  if (!user) return null;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          className={className}
          onPointerEnter={() => void loadForm()}
          onFocus={() => void loadForm()}
        >
          <Plus aria-hidden="true" className="size-4" />
          Create a WTB
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Create a WTB Request"
        description="Post a request for an item you want to buy. Other users can message you if they have it."
        showDescription
      >
        <Suspense fallback={<WtbFormFallback />}>
          <CreateWtbForm onCreated={() => setOpen(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
