import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { applyLiveEvent } from '@/client/features/messaging/api/apply-live-event';
import { apiGet } from '@/client/lib/request';
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
      // A 401 here goes through SPEC.md §8's Unauthorized flow (the request helper reports it),
      // which signs the tab out and so closes this channel; anything else just retries later.
      onGaveUp: () => void apiGet('/api/auth/user').catch(() => undefined),
    });
  }, [userId, queryClient]);
}
