import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { Listing } from '@/shared/schemas/listing';
import { Button } from '@/client/components/ui/button';
import { AdminDeleteDialog } from './admin-delete-dialog';

/**
 * docs/product.md, Listing detail page, for admins: Delete Listing (Admin), confirmed, then home.
 */
export function ListingAdminActions({ listing }: { listing: Listing }) {
  const [confirming, setConfirming] = useState(false);
  const [, navigate] = useLocation();
  const button = useRef<HTMLButtonElement | null>(null);
  return (
    <>
      <Button
        variant="outline"
        className="w-full border-red-200 text-red-700 hover:border-red-300 hover:bg-red-50"
        onClick={(event) => {
          button.current = event.currentTarget;
          setConfirming(true);
        }}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        Delete Listing (Admin)
      </Button>
      <AdminDeleteDialog
        listing={listing}
        open={confirming}
        onOpenChange={setConfirming}
        onDeleted={() => navigate('/')}
        onCloseAutoFocus={(event) => {
          // Back to the delete button after Cancel; after a delete the page is on its way out.
          event.preventDefault();
          if (button.current?.isConnected) button.current.focus();
        }}
      />
    </>
  );
}
