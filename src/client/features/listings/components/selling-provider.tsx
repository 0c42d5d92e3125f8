import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAuth } from '@/client/lib/auth';
import { ShellActionsContext, useShellActions } from '@/client/lib/shell-actions';
import { listenToOtherTabs } from '@/client/features/listings/api/listing-cache';
import { LazyDialogFallback } from '@/client/components/lazy-dialog-fallback';

const ListingFormDialog = lazy(() => import('./listing-form-dialog'));

/**
 * Gives the app shell its "Create New Listing" opener (Sell Item in the header, the floating
 * button and Create Your First Listing on home use it on every page), and keeps this tab's
 * listings in step with changes made in the site's other tabs. Wraps the shell inside AuthProvider;
 * other features' actions pass through from any provider above.
 */
export function SellingProvider({ children }: { children: ReactNode }) {
  const inherited = useShellActions();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  // Whose form is open: a sign-out (or an expired session) closes it for good.
  const [creatingFor, setCreatingFor] = useState<string | null>(null);
  const userId = user?.id ?? null;
  const creating = userId !== null && creatingFor === userId;
  if (userId === null && creatingFor !== null) setCreatingFor(null);

  useEffect(() => listenToOtherTabs(queryClient), [queryClient]);

  const actions = useMemo(
    () => ({
      ...inherited,
      openCreateListing: userId ? () => setCreatingFor(userId) : null,
    }),
    [inherited, userId],
  );

  return (
    <ShellActionsContext.Provider value={actions}>
      {children}
      {/* Mounted only while open, so every opening starts with an empty form. */}
      {creating && (
        <Suspense fallback={<LazyDialogFallback />}>
          <ListingFormDialog open onOpenChange={(open) => setCreatingFor(open ? userId : null)} />
        </Suspense>
      )}
    </ShellActionsContext.Provider>
  );
}
