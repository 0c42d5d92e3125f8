import { MessageCircle, Users } from 'lucide-react';
import { formatPrice } from '@/shared/format';
import type { WtbListing } from '@/shared/schemas/wtb';
import { Button } from '@/client/components/ui/button';
import { useShellActions } from '@/client/lib/shell-actions';

/** "1 buyer wants this", "3 buyers want this" (docs/product.md, Screens). */
export function buyersWantingText(count: number): string {
  return count === 1 ? '1 buyer wants this' : `${count} buyers want this`;
}

/** The line alone, as the listing form shows it while the seller types. */
export function BuyersWantingLine({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <p role="status" className="flex items-center gap-2 text-sm font-medium text-emerald-700">
      <Users aria-hidden="true" className="size-4" />
      {buyersWantingText(count)}
    </p>
  );
}

/**
 * On the seller's own listing: how many open WTB requests it matches, the newest listed with a
 * button to message each buyer about their request.
 */
export function BuyersWanting({ count, requests }: { count: number; requests: WtbListing[] }) {
  const { openWtbConversation } = useShellActions();
  if (count === 0) return null;
  return (
    <section
      aria-labelledby="buyers-wanting"
      className="rounded-xl border border-emerald-200 bg-emerald-50/50 p-4"
    >
      <h2 id="buyers-wanting" className="flex items-center gap-2 text-sm font-semibold">
        <Users aria-hidden="true" className="size-4" />
        {buyersWantingText(count)}
      </h2>
      <ul className="mt-3 grid gap-3">
        {requests.map((request) => (
          <li key={request.id} className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium">{request.title}</p>
              <p className="text-xs text-zinc-600">
                @{request.buyer.username} · size {request.size} · budget{' '}
                {formatPrice(request.maxPrice)}
              </p>
            </div>
            {openWtbConversation && (
              <Button
                variant="outline"
                size="sm"
                aria-label={`Message buyer: ${request.title}`}
                onClick={() => openWtbConversation(request)}
              >
                <MessageCircle aria-hidden="true" className="size-3.5" />
                Message buyer
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
