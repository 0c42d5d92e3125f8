import { Link } from 'wouter';
import { formatPrice } from '@/shared/format';
import type { WtbListing } from '@/shared/schemas/wtb';
import { ReportButton } from '@/client/components/report-actions';
import { ShareButton } from '@/client/components/share-button';
import { Avatar } from '@/client/components/ui/avatar';
import { DialogClose, DialogContent } from '@/client/components/ui/dialog';
import { useAuth } from '@/client/lib/auth';
import { WtbDialogActions } from './wtb-actions';
import { WtbMatches } from './wtb-matches';
import type { WtbOwnerActions } from './wtb-owner-actions';
import { RelativeTime } from '@/client/components/ui/relative-time';

/** Anyone signed in but the poster may report the request. */
function ReportRequest({ wtb }: { wtb: WtbListing }) {
  const { user } = useAuth();
  if (user?.id === wtb.buyer.id) return null;
  return (
    <ReportButton
      target={{ targetType: 'wtb', targetId: wtb.id, name: 'this WTB request' }}
      label="Report this request"
    />
  );
}

/**
 * docs/product.md, WTB card: "Want to Buy Listing" with the poster, the request and how to respond.
 * Render it inside the card's Dialog; links close the dialog as they navigate.
 */
export function WtbDetailContent({
  wtb,
  owner,
  onCloseAutoFocus,
}: {
  wtb: WtbListing;
  owner: WtbOwnerActions;
  onCloseAutoFocus: (event: Event) => void;
}) {
  return (
    <DialogContent
      title="Want to Buy Listing"
      description={`${wtb.title}, requested by ${wtb.buyer.username}`}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <div className="mt-5 flex items-center gap-3">
        <Avatar username={wtb.buyer.username} imageUrl={wtb.buyer.profileImageUrl} />
        <div className="min-w-0">
          <DialogClose asChild>
            <Link
              href={`/profile/${encodeURIComponent(wtb.buyer.username)}`}
              className="block truncate rounded font-medium hover:underline"
            >
              @{wtb.buyer.username}
            </Link>
          </DialogClose>
          <p className="text-xs text-zinc-500">
            Posted <RelativeTime date={wtb.createdAt} />
          </p>
        </div>
      </div>

      <p className="mt-5 text-xs font-semibold tracking-wider text-zinc-600 uppercase">
        {wtb.brand}
      </p>
      <h3 className="mt-1 text-xl font-semibold tracking-tight break-words">{wtb.title}</h3>

      <dl className="mt-4 grid grid-cols-2 gap-4 rounded-xl bg-zinc-50 p-4">
        <div>
          <dt className="text-xs text-zinc-500">Size</dt>
          <dd className="mt-0.5 font-medium">{wtb.size}</dd>
        </div>
        <div>
          <dt className="text-xs text-zinc-500">Budget</dt>
          <dd className="mt-0.5 font-semibold">{formatPrice(wtb.maxPrice)}</dd>
        </div>
      </dl>

      {wtb.description && (
        <div className="mt-4">
          <h4 className="text-sm font-semibold">Description</h4>
          <p className="mt-1 text-sm leading-relaxed whitespace-pre-line text-zinc-700">
            {wtb.description}
          </p>
        </div>
      )}

      <WtbMatches wtbId={wtb.id} />

      <WtbDialogActions wtb={wtb} owner={owner} />
      {/* After the actions: the dialog's first button (what gets focus on opening) stays theirs. */}
      <div className="mt-3 flex flex-wrap items-center justify-center gap-2">
        <ShareButton title={`WTB: ${wtb.title}`} path={`/wtb/${wtb.id}`} />
        <ReportRequest wtb={wtb} />
      </div>
    </DialogContent>
  );
}
