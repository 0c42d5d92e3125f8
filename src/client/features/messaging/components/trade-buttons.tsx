import { useState } from 'react';
import { formatPrice } from '@/shared/format';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/client/components/ui/dialog';
import { failureMessage } from '@/client/lib/mutation-toasts';
import { useTrade, useTradeStep } from '@/client/features/messaging/api/trade';
import { StepForm } from './step-form';

const FALLBACK = 'Something went wrong. Please try again.';

/** One header button and its dialog: an amount field whose refusals show under it. */
function AmountDialog({
  conversationId,
  trigger,
  title,
  description,
  label,
  required,
  submitLabel,
  send,
}: {
  conversationId: string;
  trigger: string;
  title: string;
  description: string;
  label: string;
  required: string;
  submitLabel: string;
  send: (amount: string) => { path: string; body: object };
}) {
  const [open, setOpen] = useState(false);
  const step = useTradeStep(conversationId);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="compact" variant="outline">
          {trigger}
        </Button>
      </DialogTrigger>
      <DialogContent title={title} description={description} showDescription>
        <div className="mt-5">
          <StepForm
            kind="amount"
            label={label}
            required={required}
            submitLabel={submitLabel}
            pending={step.isPending}
            onSubmit={(amount, refuse) =>
              step.mutate(send(amount), {
                onSuccess: () => setOpen(false),
                onError: (error) => refuse(failureMessage(error, FALLBACK)),
              })
            }
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The thread header's Make offer (the buyer, about an unsold listing) and Mark as deal (either
 * party, about an unsold listing or an open request), as the server says (docs/product.md,
 * Messages dialog).
 */
export function TradeButtons({
  conversationId,
  price,
}: {
  conversationId: string;
  /** The listing's price, for the dialog's hint; null for a WTB request. */
  price: string | null;
}) {
  const trade = useTrade(conversationId);
  if (!trade.data || (!trade.data.canOffer && !trade.data.canProposeDeal)) return null;
  const base = `/api/conversations/${encodeURIComponent(conversationId)}`;
  const upTo = price ? ` Up to the price, ${formatPrice(price)}.` : '';
  return (
    <div className="flex flex-wrap gap-2">
      {trade.data.canOffer && (
        <AmountDialog
          conversationId={conversationId}
          trigger="Make offer"
          title="Make an offer"
          description={`The seller can accept, decline or counter it within 48 hours.${upTo}`}
          label="Your offer (USD)"
          required="Amount is required"
          submitLabel="Send offer"
          send={(amount) => ({ path: `${base}/offers`, body: { amount } })}
        />
      )}
      {trade.data.canProposeDeal && (
        <AmountDialog
          conversationId={conversationId}
          trigger="Mark as deal"
          title="Mark as deal"
          description={`The price you agreed on. The other person confirms the deal.${upTo}`}
          label="Price (USD)"
          required="Price is required"
          submitLabel="Propose deal"
          send={(price) => ({ path: `${base}/deal`, body: { price } })}
        />
      )}
    </div>
  );
}
