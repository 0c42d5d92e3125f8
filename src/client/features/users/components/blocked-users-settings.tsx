import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { formatRelativeTime } from '@/shared/format';
import type { BlockedUser } from '@/shared/schemas/safety';
import { Avatar } from '@/client/components/ui/avatar';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { LoadError } from '@/client/components/ui/load-error';
import { Spinner } from '@/client/components/ui/spinner';
import { useUnblockUser } from '@/client/lib/blocking';
import { blocksQueryOptions } from '@/client/features/users/api/get-blocks';

function BlockedRow({ person }: { person: BlockedUser }) {
  const unblock = useUnblockUser(person.username);
  return (
    <li className="flex items-center gap-3 py-3">
      <Avatar username={person.username} imageUrl={person.profileImageUrl} size="sm" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold">{person.username}</p>
        <p className="text-xs text-zinc-600">
          Blocked · <time dateTime={person.blockedAt}>{formatRelativeTime(person.blockedAt)}</time>
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        aria-label={`Unblock ${person.username}`}
        aria-disabled={unblock.isPending || undefined}
        onClick={() => {
          if (!unblock.isPending) unblock.mutate();
        }}
      >
        {unblock.isPending ? 'Unblocking...' : 'Unblock'}
      </Button>
    </li>
  );
}

/** Settings, Blocked users (docs/product.md, Safety, Blocking): whom you blocked, and Unblock. */
export function BlockedUsersSettings() {
  const query = useQuery(blocksQueryOptions());
  if (query.isPending) {
    return (
      <div className="flex justify-center py-8">
        <Spinner label="Loading blocked users" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadError title="Could not load blocked users" error={query.error} onRetry={query.refetch} />
    );
  }
  return (
    <section aria-labelledby="blocked-users-heading" className="grid gap-2">
      <div>
        <h3 id="blocked-users-heading" className="font-semibold">
          Blocked users
        </h3>
        <p className="text-sm text-zinc-600">
          You and they can't message each other, and their listings and WTB requests stay out of
          your feeds.
        </p>
      </div>
      {query.data.length === 0 ? (
        <EmptyState
          icon={ShieldCheck}
          title="No blocked users"
          description="Block someone from their profile or a conversation's ⋯ menu."
        />
      ) : (
        <ul className="divide-y divide-zinc-200">
          {query.data.map((person) => (
            <BlockedRow key={person.username} person={person} />
          ))}
        </ul>
      )}
    </section>
  );
}
