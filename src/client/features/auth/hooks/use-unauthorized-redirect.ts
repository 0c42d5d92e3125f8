import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { UNAUTHORIZED_REDIRECT_DELAY_MS } from '@/shared/constants';
import { toast } from '@/client/lib/toast';
import { setUnauthorizedHandler } from '@/client/lib/unauthorized';
import { forgetAccountAnswers } from '@/client/lib/account-answers';
import {
  forgetSessionData,
  readSessionUser,
  storeSessionUser,
} from '@/client/features/auth/api/session-user';

/**
 * A 401 from any call that did not expect one means the session is gone. Tell the person, forget
 * the user at once, and go to /login half a second later (once, however many calls failed).
 */
export function useUnauthorizedRedirect(): void {
  const queryClient = useQueryClient();
  const redirectTimer = useRef<number | null>(null);
  useEffect(() => {
    const unregister = setUnauthorizedHandler(() => {
      if (redirectTimer.current !== null) return;
      toast({
        variant: 'destructive',
        title: 'Unauthorized',
        description: 'You are logged out. Logging in again...',
      });
      // The ended session's answers kept for offline go too, as on signing out.
      const account = readSessionUser(queryClient)?.id;
      if (account) void forgetAccountAnswers(account);
      storeSessionUser(queryClient, null);
      redirectTimer.current = window.setTimeout(() => {
        redirectTimer.current = null;
        navigate('/login');
        forgetSessionData(queryClient);
      }, UNAUTHORIZED_REDIRECT_DELAY_MS);
    });
    return () => {
      unregister();
      if (redirectTimer.current !== null) window.clearTimeout(redirectTimer.current);
      redirectTimer.current = null;
    };
  }, [queryClient]);
}
