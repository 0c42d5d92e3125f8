import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { formatPrice } from '@/shared/format';
import type { Deal, Offer } from '@/shared/schemas/deals';
import {
  DEAL_STATE_WORDS,
  OFFER_STATE_WORDS,
  expiresIn,
} from '@/client/features/messaging/trade-words';
import { ReviewDealButton } from './review-deal-button';
import { StepActions } from './step-actions';

type Party = { userId: string; otherUsername: string };

function byWhom(id: string, { userId, otherUsername }: Party): string {
  return id === userId ? 'you' : `@${otherUsername}`;
}

/** The card's frame: what it is, the amount, its state and a line about who and when. */
function CardFrame({
  kind,
  amount,
  state,
  live,
  detail,
  children,
}: {
  kind: string;
  amount: string;
  state: string;
  /** Still waiting for someone: drawn stronger than a closed one. */
  live: boolean;
  detail: string;
  children?: ReactNode;
}) {
  return (
    <div
      className={clsx(
        'grid w-72 max-w-full gap-2 rounded-2xl border p-3.5 text-sm',
        live ? 'border-zinc-900 bg-white' : 'border-zinc-200 bg-zinc-50 text-zinc-600',
      )}
    >
      <div className="flex items-baseline justify-between gap-3">
        <span className="text-xs font-semibold tracking-wide text-zinc-500 uppercase">{kind}</span>
        <span
          className={clsx(
            'rounded-full px-2 py-0.5 text-xs font-medium',
            live ? 'bg-amber-100 text-amber-900' : 'bg-zinc-200 text-zinc-700',
          )}
        >
          {state}
        </span>
      </div>
      <p className="text-xl font-semibold text-zinc-900 tabular-nums">{formatPrice(amount)}</p>
      <p className="text-xs text-zinc-600">{detail}</p>
      {children}
    </div>
  );
}

export function OfferCard({ offer, party }: { offer: Offer; party: Party }) {
  const amount = formatPrice(offer.amount);
  const path = (action: string) => `/api/offers/${offer.id}/${action}`;
  const has = (action: Offer['actions'][number]) => offer.actions.includes(action);
  const open = offer.state === 'open';
  const buttons = [
    has('accept') && {
      label: 'Accept',
      name: `Accept offer of ${amount}`,
      path: path('accept'),
      primary: true,
    },
    has('decline') && {
      label: 'Decline',
      name: `Decline offer of ${amount}`,
      path: path('decline'),
    },
    has('withdraw') && {
      label: 'Withdraw',
      name: `Withdraw offer of ${amount}`,
      path: path('withdraw'),
    },
  ].filter((button) => button !== false);
  return (
    <CardFrame
      kind={offer.isCounter ? 'Counter-offer' : 'Offer'}
      amount={offer.amount}
      state={OFFER_STATE_WORDS[offer.state]}
      live={open}
      detail={`By ${byWhom(offer.makerId, party)}${open ? ` · ${expiresIn(offer.expiresAt)}` : ''}`}
    >
      <StepActions
        conversationId={offer.conversationId}
        buttons={buttons}
        form={
          has('counter')
            ? {
                opener: 'Counter',
                openerName: `Counter offer of ${amount}`,
                kind: 'amount',
                label: 'Your counter-offer (USD)',
                submitLabel: 'Send counter-offer',
                send: (value) => ({ path: path('counter'), body: { amount: value } }),
              }
            : null
        }
      />
    </CardFrame>
  );
}

export function DealCard({ deal, party }: { deal: Deal; party: Party }) {
  const price = formatPrice(deal.price);
  const path = (action: string) => `/api/deals/${deal.id}/${action}`;
  const has = (action: Deal['actions'][number]) => deal.actions.includes(action);
  const buttons = [
    has('confirm') && {
      label: 'Confirm deal',
      name: `Confirm deal at ${price}`,
      path: path('confirm'),
      primary: true,
    },
    has('decline') && { label: 'Decline', name: `Decline deal at ${price}`, path: path('decline') },
  ].filter((button) => button !== false);
  const proposal = deal.state === 'proposed';
  return (
    <CardFrame
      kind="Deal"
      amount={deal.price}
      state={DEAL_STATE_WORDS[deal.state]}
      live={proposal}
      detail={
        deal.state === 'cancelled' && deal.cancelReason
          ? `Cancelled: ${deal.cancelReason}`
          : deal.state === 'confirmed'
            ? `Confirmed by both · proposed by ${byWhom(deal.proposedById, party)}`
            : `Proposed by ${byWhom(deal.proposedById, party)}`
      }
    >
      <StepActions
        conversationId={deal.conversationId}
        buttons={buttons}
        form={
          has('cancel')
            ? {
                opener: proposal ? 'Withdraw' : 'Cancel deal',
                openerName: `${proposal ? 'Withdraw' : 'Cancel'} deal at ${price}`,
                kind: 'reason',
                label: 'Why is the deal cancelled?',
                submitLabel: proposal ? 'Withdraw deal' : 'Cancel deal',
                send: (value) => ({ path: path('cancel'), body: { reason: value } }),
              }
            : null
        }
      />
      {has('review') && (
        <ReviewDealButton
          dealId={deal.id}
          conversationId={deal.conversationId}
          username={party.otherUsername}
        />
      )}
    </CardFrame>
  );
}
