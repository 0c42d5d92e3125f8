import { Suspense, useRef, useState } from 'react';
import { Link } from 'wouter';
import { formatPrice } from '@/shared/format';
import type { WtbListing } from '@/shared/schemas/wtb';
import { Avatar } from '@/client/components/ui/avatar';
import { Dialog, DialogTrigger } from '@/client/components/ui/dialog';
import { focusMain } from '@/client/lib/focus-main';
import { WtbCardActions } from './wtb-actions';
import { LazyWtbDetailContent, loadWtbDetail } from './lazy-wtb-detail';
import { useWtbOwnerActions } from './wtb-owner-actions';
import { RelativeTime } from '@/client/components/ui/relative-time';

/**
 * docs/product.md, WTB card. The title button stretches over the whole card to open the detail
 * dialog; the poster link and the actions sit above it so they stay separately clickable.
 */
export function WtbCard({ wtb }: { wtb: WtbListing }) {
  const cardRef = useRef<HTMLElement>(null);
  const [detailOpen, setDetailOpenState] = useState(false);
  // The detail is drawn from its first opening on, so that it can animate out when closed.
  const [detailDrawn, setDetailDrawn] = useState(false);
  // Read when a Found finishes, which may be after the dialog was opened or closed again.
  const detailOpenRef = useRef(false);
  const focusMainOnClose = useRef(false);

  function setDetailOpen(next: boolean) {
    detailOpenRef.current = next;
    if (next) setDetailDrawn(true);
    setDetailOpenState(next);
  }

  // A request marked found leaves the list, and its card with it: focus must not go down with it.
  const owner = useWtbOwnerActions(wtb, () => {
    if (detailOpenRef.current) {
      focusMainOnClose.current = true;
      setDetailOpen(false);
    } else if (cardRef.current?.contains(document.activeElement)) {
      focusMain();
    }
  });

  return (
    <article
      ref={cardRef}
      className="relative flex h-full flex-col rounded-xl border border-zinc-200 bg-white p-4 transition hover:border-zinc-300 hover:shadow-sm"
    >
      <div className="flex items-center gap-2.5">
        <Avatar username={wtb.buyer.username} imageUrl={wtb.buyer.profileImageUrl} size="sm" />
        <div className="flex min-w-0 flex-1 items-baseline justify-between gap-2">
          <Link
            href={`/profile/${encodeURIComponent(wtb.buyer.username)}`}
            className="relative z-10 truncate rounded text-sm font-medium hover:underline"
          >
            @{wtb.buyer.username}
          </Link>
          <RelativeTime date={wtb.createdAt} className="shrink-0 text-xs text-zinc-500" />
        </div>
      </div>

      <Dialog open={detailOpen} onOpenChange={setDetailOpen}>
        <h3 className="mt-3 leading-snug font-semibold break-words">
          <DialogTrigger
            onPointerEnter={() => void loadWtbDetail()}
            onFocus={() => void loadWtbDetail()}
            className="text-left after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-zinc-900"
          >
            {wtb.title}
          </DialogTrigger>
        </h3>
        {detailDrawn && (
          <Suspense fallback={null}>
            <LazyWtbDetailContent
              wtb={wtb}
              owner={owner}
              onCloseAutoFocus={(event) => {
                if (!focusMainOnClose.current) return;
                focusMainOnClose.current = false;
                event.preventDefault();
                focusMain();
              }}
            />
          </Suspense>
        )}
      </Dialog>
      <p className="mt-1 text-xs font-semibold tracking-wide break-words text-zinc-600 uppercase">
        {wtb.brand}
      </p>

      <dl className="mt-4 flex gap-8 text-sm">
        <div>
          <dt className="text-xs text-zinc-500">Max price</dt>
          <dd className="font-semibold">{formatPrice(wtb.maxPrice)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-zinc-500">Size</dt>
          <dd className="font-semibold break-words">{wtb.size}</dd>
        </div>
      </dl>

      <WtbCardActions wtb={wtb} owner={owner} />
    </article>
  );
}
