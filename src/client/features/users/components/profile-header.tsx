import { CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatMonthYear } from '@/shared/format';
import type { PublicUser } from '@/shared/schemas/user';
import { AdminBadge } from '@/client/components/ui/badge';
import { Avatar } from '@/client/components/ui/avatar';
import { ReputationSummary } from './reputation-summary';

function Count({ value, one, many }: { value: number; one: string; many: string }) {
  return (
    <p className="text-sm text-zinc-600">
      <span className="font-semibold text-zinc-900 tabular-nums">{value}</span>{' '}
      {value === 1 ? one : many}
    </p>
  );
}

/**
 * docs/product.md, Profile page; `actions` holds the owner's Settings button, `menu` the ⋯ menu
 * others see.
 */
export function ProfileHeader({
  user,
  actions,
  menu,
  onAvatarError,
}: {
  user: PublicUser;
  actions?: ReactNode;
  menu?: ReactNode;
  onAvatarError?: () => void;
}) {
  return (
    <div className="flex items-center gap-4 sm:gap-6">
      <Avatar
        username={user.username}
        imageUrl={user.profileImageUrl}
        size="lg"
        onImageError={onAvatarError}
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="truncate text-2xl font-semibold tracking-tight sm:text-3xl">
            {user.username}
          </h1>
          {user.isAdmin && <AdminBadge />}
          {menu && <div className="ml-auto">{menu}</div>}
        </div>
        <div className="mt-2 flex flex-wrap gap-x-5 gap-y-1">
          <Count value={user.activeListingCount} one="active listing" many="active listings" />
          <Count value={user.soldListingCount} one="sold item" many="sold items" />
        </div>
        <div className="mt-1.5">
          <ReputationSummary username={user.username} variant="full" />
        </div>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-zinc-600">
          <CalendarDays aria-hidden="true" className="size-4" />
          Member since {formatMonthYear(user.createdAt)}
        </p>
        {actions && <div className="mt-3">{actions}</div>}
      </div>
    </div>
  );
}
