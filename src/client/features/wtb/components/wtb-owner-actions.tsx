import { ArrowUp, Check, LoaderCircle } from 'lucide-react';
import type { WtbListing } from '@/shared/schemas/wtb';
import { Button } from '@/client/components/ui/button';
import { useBumpWtb } from '@/client/features/wtb/api/bump-wtb';
import { useFulfillWtb } from '@/client/features/wtb/api/fulfill-wtb';
import { EditWtbDialog } from './edit-wtb-dialog';

export type WtbOwnerActions = {
  /** A bump or Found is running: every owner button of this request waits. */
  busy: boolean;
  bumping: boolean;
  finding: boolean;
  bump: () => void;
  markFound: () => void;
};

/**
 * Bump and Found for one request, shared by its card and its detail dialog so both show the same
 * pending state. `onFound` runs once the server has taken the request off the board.
 */
export function useWtbOwnerActions(wtb: WtbListing, onFound: () => void): WtbOwnerActions {
  const bump = useBumpWtb(wtb.id);
  const fulfill = useFulfillWtb(wtb.id);
  const busy = bump.isPending || fulfill.isPending;
  return {
    busy,
    bumping: bump.isPending,
    finding: fulfill.isPending,
    bump: () => {
      if (!busy) bump.mutate();
    },
    markFound: () => {
      if (!busy) fulfill.mutate(undefined, { onSuccess: onFound });
    },
  };
}

function PendingIcon({
  pending,
  icon: Icon,
  className,
}: {
  pending: boolean;
  icon: typeof ArrowUp;
  className: string;
}) {
  return pending ? (
    <LoaderCircle aria-hidden="true" className={`${className} animate-spin`} />
  ) : (
    <Icon aria-hidden="true" className={className} />
  );
}

/**
 * The poster's Edit, Bump and Found (docs/product.md, Screens and Permissions). On a card the names
 * carry the title, so a list of buttons read out of context still says which request each one
 * changes. Busy buttons stay focusable (aria-disabled) so keyboard focus is not lost while a change
 * runs.
 */
export function WtbOwnerButtons({
  wtb,
  actions,
  place,
}: {
  wtb: WtbListing;
  actions: WtbOwnerActions;
  place: 'card' | 'dialog';
}) {
  const onCard = place === 'card';
  const named = (verb: string) => (onCard ? `${verb}: ${wtb.title}` : undefined);
  const busy = actions.busy || undefined;
  // Icons keep their size in a tight card: flex items would shrink them first.
  const iconSize = onCard ? 'size-3.5 shrink-0' : 'size-4 shrink-0';
  return (
    <div className={onCard ? 'flex gap-2' : 'mt-6 grid grid-cols-2 gap-3'}>
      {onCard && <EditWtbDialog wtb={wtb} disabled={actions.busy} className="grow" />}
      <Button
        variant="outline"
        size={onCard ? 'compact' : 'lg'}
        aria-label={named('Bump')}
        aria-disabled={busy}
        onClick={actions.bump}
        className={onCard ? 'grow' : 'w-full'}
      >
        <PendingIcon pending={actions.bumping} icon={ArrowUp} className={iconSize} />
        Bump
      </Button>
      <Button
        size={onCard ? 'compact' : 'lg'}
        aria-label={named('Found')}
        aria-disabled={busy}
        onClick={actions.markFound}
        className={onCard ? 'grow' : 'w-full'}
      >
        <PendingIcon pending={actions.finding} icon={Check} className={iconSize} />
        Found
      </Button>
    </div>
  );
}
