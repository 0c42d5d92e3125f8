import { Link } from 'wouter';
import { accountAge } from '@/shared/account-age';
import { formatSuspensionEnd, type ModeratedUser } from '@/shared/schemas/moderation';
import { Avatar } from '@/client/components/ui/avatar';
import { Badge } from '@/client/components/ui/badge';

export function suspensionText(until: string): string {
  return until === 'indefinitely'
    ? 'Suspended indefinitely'
    : `Suspended until ${formatSuspensionEnd(until)}`;
}

/** The account behind a reported object: who, how new, how active, and whether suspended. */
export function AccountFacts({ user }: { user: ModeratedUser }) {
  const age = accountAge(user.createdAt);
  return (
    <div className="flex items-start gap-3">
      <Avatar username={user.username} imageUrl={user.profileImageUrl} size="md" />
      <div className="min-w-0 text-sm">
        <p className="flex flex-wrap items-center gap-2">
          <Link
            href={`/profile/${encodeURIComponent(user.username)}`}
            className="font-semibold hover:underline"
          >
            @{user.username}
          </Link>
          {user.isAdmin && <Badge look="admin">Admin</Badge>}
        </p>
        <p className="text-zinc-600">
          <span className={age.isNew ? 'font-medium text-amber-700' : undefined}>
            {age.isNew ? `New account · ${age.joined}` : age.joined}
          </span>
          {' · '}
          {user.listingCount} {user.listingCount === 1 ? 'listing' : 'listings'}
          {' · '}
          {user.confirmedDeals} confirmed {user.confirmedDeals === 1 ? 'deal' : 'deals'}
        </p>
        {user.suspendedUntil && (
          <p className="mt-1 font-medium text-red-700">
            {suspensionText(user.suspendedUntil)}
            {user.suspensionReason && (
              <span className="font-normal text-zinc-600"> · {user.suspensionReason}</span>
            )}
          </p>
        )}
      </div>
    </div>
  );
}
