import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { usePersonSlots } from '@/client/lib/person-slots';
import { refreshTrade } from '@/client/features/messaging/api/trade';

/**
 * A confirmed deal's Leave a review: opens the review form the users feature provides; once the
 * review is posted, the card reads its actions again (the button goes).
 */
export function ReviewDealButton({
  dealId,
  conversationId,
  username,
}: {
  dealId: number;
  conversationId: string;
  username: string;
}) {
  const { ReviewDialog } = usePersonSlots();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  if (!ReviewDialog) return null;
  return (
    <div className="pt-1">
      <Button size="compact" aria-label={`Review @${username}`} onClick={() => setOpen(true)}>
        Leave a review
      </Button>
      <ReviewDialog
        dealId={dealId}
        username={username}
        open={open}
        onOpenChange={setOpen}
        onReviewed={() => refreshTrade(queryClient, conversationId)}
      />
    </div>
  );
}
