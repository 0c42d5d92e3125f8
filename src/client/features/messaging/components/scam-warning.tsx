import { TriangleAlert } from 'lucide-react';
import type { ScamKind } from '@/shared/scam-patterns';

/** What to watch out for, per kind of pattern found (docs/product.md, Safety, Scam warnings). */
const ADVICE: Record<ScamKind, string> = {
  payment:
    'Pay with buyer protection, such as PayPal Goods and Services. Never Friends and Family, Zelle, Cash App, Venmo, crypto or a bank transfer: that money cannot be got back.',
  'off-platform':
    'Keep the conversation here, where it is on record. Moving to another app, a phone number or e-mail is a common first step of a scam.',
  link: 'Be careful with links to other sites: never sign in or pay through one.',
};

/**
 * Under a received message that matches a scam pattern: advice only. The message stays as it
 * is, and its sender is not told.
 */
export function ScamWarning({ kinds }: { kinds: ScamKind[] }) {
  return (
    <div className="mt-1.5 flex max-w-sm gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-xs leading-relaxed text-amber-950">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-amber-700" />
      <div className="grid gap-1">
        <p className="font-semibold">Be careful</p>
        {kinds.map((kind) => (
          <p key={kind}>{ADVICE[kind]}</p>
        ))}
        <p>
          Not sure the item is real? Ask for a tagged photo.{' '}
          <a href="/about#safety" target="_blank" rel="noopener" className="font-medium underline">
            Staying safe
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      </div>
    </div>
  );
}
