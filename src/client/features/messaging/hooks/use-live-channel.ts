import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { checkSession } from '@/client/features/messaging/api/check-session';

/** The stream and what its events change in the cache; only signed-in visitors need this code. */
const loadLiveChannel = () =>
  Promise.all([
    import('@/client/features/messaging/api/live-channel'),
    import('@/client/features/messaging/api/apply-live-event'),
  ]);

/**
 * One live stream per tab while someone is signed in; a new one for the next person. When the
 * stream fails for good, the session is checked: one ended elsewhere signs this tab out.
 */
export function useLiveChannel(userId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === null || typeof EventSource !== 'function') return;
    let close: (() => void) | undefined;
    let cancelled = false;
    void loadLiveChannel().then(([{ openLiveChannel }, { applyLiveEvent }]) => {
      if (cancelled) return;
      close = openLiveChannel({
        onEvent: (event) => applyLiveEvent(queryClient, event),
        // A session that ended signs the tab out, which closes this channel; anything else just
        // retries later.
        onGaveUp: () => void checkSession(),
      });
    });
    return () => {
      cancelled = true;
      close?.();
    };
  }, [userId, queryClient]);
}
