import { Plus } from 'lucide-react';
import { useAuth } from '@/client/lib/auth';
import { useShellActions } from '@/client/lib/shell-actions';

/** On mobile a floating create button on every page, for signed-in users once selling exists. */
export function FloatingSellButton() {
  const { user } = useAuth();
  const { openCreateListing } = useShellActions();
  if (!user || !openCreateListing) return null;
  return (
    <button
      type="button"
      onClick={openCreateListing}
      aria-label="Sell Item"
      className="fixed right-4 bottom-6 z-40 inline-flex size-14 items-center justify-center rounded-full bg-zinc-900 text-white shadow-lg hover:bg-zinc-700 md:hidden"
    >
      <Plus aria-hidden="true" className="size-6" />
    </button>
  );
}
