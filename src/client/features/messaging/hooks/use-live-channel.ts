import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { applyLiveEvent } from '@/client/features/messaging/api/apply-live-event';
import { checkSession } from '@/client/features/messaging/api/check-session';
import { openLiveChannel } from '@/client/features/messaging/api/live-channel';

/**
 * One live stream per tab while someone is signed in; a new one for the next person. When the
 * stream fails for good, the session is checked: one ended elsewhere signs this tab out.
 */
export function useLiveChannel(userId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === null || typeof EventSource !== 'function') return;
    return openLiveChannel({
      onEvent: (event) => applyLiveEvent(queryClient, event),
      // A session that ended signs the tab out, which closes this channel; anything else just
      // retries later.
      onGaveUp: () => void checkSession(),
    });
  }, [userId, queryClient]);
}
