import { Link } from 'wouter';
import { formatPrice, formatRelativeTime } from '../../../../shared/format';
import type { WtbListing } from '../../../../shared/schemas/wtb';
import { Avatar } from '../../../components/ui/avatar';
import { buttonClasses } from '../../../components/ui/button';
import { Dialog, DialogTrigger } from '../../../components/ui/dialog';
import { useAuth } from '../../../lib/auth';
import { WtbDetailContent } from './wtb-detail-content';

/**
 * SPEC.md §2 WTB card. The title button stretches over the whole card to open the detail dialog;
 * the poster link and the sign-in link sit above it so they stay separately clickable.
 */
export function WtbCard({ wtb }: { wtb: WtbListing }) {
  const { user } = useAuth();
  return (
    <article className="relative flex h-full flex-col rounded-xl border border-zinc-200 bg-white p-4 transition hover:border-zinc-300 hover:shadow-sm">
      <div className="flex items-center gap-2.5">
        <Avatar username={wtb.buyer.username} imageUrl={wtb.buyer.profileImageUrl} size="sm" />
        <div className="flex min-w-0 flex-1 items-baseline justify-between gap-2">
          <Link
            href={`/profile/${encodeURIComponent(wtb.buyer.username)}`}
            className="relative z-10 truncate rounded text-sm font-medium hover:underline"
          >
            @{wtb.buyer.username}
          </Link>
          <time dateTime={wtb.createdAt} className="shrink-0 text-xs text-zinc-500">
            {formatRelativeTime(wtb.createdAt)}
          </time>
        </div>
      </div>

      <Dialog>
        <h3 className="mt-3 leading-snug font-semibold">
          <DialogTrigger className="text-left after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-zinc-900">
            {wtb.title}
          </DialogTrigger>
        </h3>
        <WtbDetailContent wtb={wtb} />
      </Dialog>
      <p className="mt-1 text-xs font-semibold tracking-wide text-zinc-600 uppercase">
        {wtb.brand}
      </p>

      <dl className="mt-4 flex gap-8 text-sm">
        <div>
          <dt className="text-xs text-zinc-500">Max price</dt>
          <dd className="font-semibold">{formatPrice(wtb.maxPrice)}</dd>
        </div>
        <div>
          <dt className="text-xs text-zinc-500">Size</dt>
          <dd className="font-semibold">{wtb.size}</dd>
        </div>
      </dl>

      {!user && (
        // Signed-in people get I Have This (or the owner's actions) with the messaging issue.
        <div className="mt-auto pt-4">
          <Link
            href="/login"
            className={buttonClasses({
              variant: 'outline',
              size: 'sm',
              className: 'relative z-10 w-full',
            })}
          >
            Sign in to message
          </Link>
        </div>
      )}
    </article>
  );
}
