import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { applyLiveEvent } from '../api/apply-live-event';
import { openLiveChannel } from '../api/live-channel';

/** One live stream per tab while someone is signed in; a new one for the next person. */
export function useLiveChannel(userId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === null || typeof EventSource !== 'function') return;
    return openLiveChannel({ onEvent: (event) => applyLiveEvent(queryClient, event) });
  }, [userId, queryClient]);
}
