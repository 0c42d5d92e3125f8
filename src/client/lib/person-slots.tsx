import { createContext, useContext, type ComponentType } from 'react';
import type { Review } from '@/shared/schemas/deals';

/** The props of the review form's dialog (features/users ReviewDialog). */
export type ReviewDialogProps = {
  dealId: number;
  /** The other party of the deal: the person reviewed. */
  username: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the review is posted (the deal card reads its actions again). */
  onReviewed?: () => void;
  /** The viewer's own review to change (within 48 hours of writing it) instead of a new one. */
  review?: Review;
};

/**
 * Pieces about people that other features show (a seller card, a thread header, a deal card)
 * while features do not import one another: app.tsx provides the users feature's components
 * here, and a feature renders whatever is provided (nothing in a test that provides none).
 */
/** `thread`: the thread header's line (account age, flagged when new, and confirmed deals). */
export type ReputationVariant = 'compact' | 'thread';

export type PersonSlots = {
  Reputation: ComponentType<{ username: string; variant?: ReputationVariant }> | null;
  ReviewDialog: ComponentType<ReviewDialogProps> | null;
};

export const PersonSlotsContext = createContext<PersonSlots>({
  Reputation: null,
  ReviewDialog: null,
});

export function usePersonSlots(): PersonSlots {
  return useContext(PersonSlotsContext);
}

/** A person's rating, deal count and join date, where the users feature provides it. */
export function PersonReputation({
  username,
  variant,
}: {
  username: string;
  variant?: ReputationVariant;
}) {
  const { Reputation } = usePersonSlots();
  return Reputation ? <Reputation username={username} variant={variant} /> : null;
}
