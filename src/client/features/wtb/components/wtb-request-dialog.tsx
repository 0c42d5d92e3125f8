import { Suspense } from 'react';
import type { WtbListing } from '@/shared/schemas/wtb';
import { Dialog } from '@/client/components/ui/dialog';
import { focusMain } from '@/client/lib/focus-main';
import { LazyWtbDetailContent } from './lazy-wtb-detail';
import { useWtbOwnerActions } from './wtb-owner-actions';

/**
 * One request's detail opened from its own address (/wtb/{id}, docs/product.md, Sharing and
 * search), over the board. Closing it (or marking the request found) calls `onClose`, which
 * leaves the address; focus then goes to the page, as no card opened it.
 */
export function WtbRequestDialog({ wtb, onClose }: { wtb: WtbListing; onClose: () => void }) {
  const owner = useWtbOwnerActions(wtb, onClose);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Suspense fallback={null}>
        <LazyWtbDetailContent
          wtb={wtb}
          owner={owner}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            focusMain();
          }}
        />
      </Suspense>
    </Dialog>
  );
}
