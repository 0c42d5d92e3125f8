import { lazy, Suspense, type ReactNode } from 'react';
import {
  PersonSlotsContext,
  type PersonSlots,
  type ReputationVariant,
  type ReviewDialogProps,
} from '@/client/lib/person-slots';

// Loaded when first shown, so the first page load does not carry them.
const LazyReputation = lazy(async () => ({
  default: (await import('./reputation-summary')).ReputationSummary,
}));
const LazyReviewDialog = lazy(async () => ({
  default: (await import('./review-dialog')).ReviewDialog,
}));

const slots: PersonSlots = {
  Reputation: ({ username, variant }: { username: string; variant?: ReputationVariant }) => (
    <Suspense fallback={null}>
      <LazyReputation username={username} variant={variant} />
    </Suspense>
  ),
  ReviewDialog: (props: ReviewDialogProps) => (
    <Suspense fallback={null}>
      <LazyReviewDialog {...props} />
    </Suspense>
  ),
};

/** Gives other features this feature's reputation line and review dialog (lib/person-slots.tsx). */
export function PersonSlotsProvider({ children }: { children: ReactNode }) {
  return <PersonSlotsContext value={slots}>{children}</PersonSlotsContext>;
}
