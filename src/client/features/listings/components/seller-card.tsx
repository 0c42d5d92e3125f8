import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import type { Seller } from '@/shared/schemas/user';
import { AdminBadge } from '@/client/components/ui/badge';
import { Avatar } from '@/client/components/ui/avatar';
import { PersonReputation } from '@/client/lib/person-slots';

/** Who sells this, with their rating, deals and join date, linking to their profile. */
export function SellerCard({ seller }: { seller: Seller }) {
  return (
    <Link
      href={`/profile/${encodeURIComponent(seller.username)}`}
      className="flex items-center gap-3 rounded-xl border border-zinc-200 p-4 transition-colors hover:bg-zinc-50"
    >
      <Avatar username={seller.username} imageUrl={seller.profileImageUrl} />
      <span className="min-w-0 flex-1">
        <span className="block text-xs text-zinc-500">Seller</span>
        <span className="flex items-center gap-2 font-semibold">
          <span className="truncate">@{seller.username}</span>
          {seller.isAdmin && <AdminBadge />}
        </span>
        <span className="mt-1 block">
          <PersonReputation username={seller.username} />
        </span>
      </span>
      <span className="flex items-center text-sm text-zinc-600">
        View profile
        <ChevronRight aria-hidden="true" className="size-4" />
      </span>
    </Link>
  );
}
