import { BLOCKED_MESSAGE } from '@/shared/schemas/safety';
import { Button } from '@/client/components/ui/button';
import { useUnblockUser } from '@/client/lib/blocking';

/**
 * In place of the composer once either person blocked the other (docs/product.md, Messages):
 * the blocker can unblock from here; the blocked side reads only that they cannot write.
 */
export function BlockedNotice({
  username,
  blockedByMe,
}: {
  username: string;
  blockedByMe: boolean;
}) {
  const unblock = useUnblockUser(username);
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 border-t border-zinc-200 bg-zinc-50 px-4 py-3 text-center text-sm text-zinc-700"
    >
      {blockedByMe ? (
        <>
          <span>You blocked {username}.</span>
          <Button
            variant="outline"
            size="sm"
            aria-disabled={unblock.isPending || undefined}
            onClick={() => {
              if (!unblock.isPending) unblock.mutate();
            }}
          >
            {unblock.isPending ? 'Unblocking...' : 'Unblock'}
          </Button>
        </>
      ) : (
        <span>{BLOCKED_MESSAGE}</span>
      )}
    </div>
  );
}
