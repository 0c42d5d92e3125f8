import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { refreshDiscordAvatar } from '@/client/features/auth/api/refresh-discord-avatar';
import { readSessionUser, storeSessionUser } from '@/client/features/auth/api/session-user';

/**
 * For a Discord user whose avatar failed to load: asks the server for the current one. One refresh
 * per picture URL, so a new avatar that fails to load too is not asked for again.
 */
export function useDiscordAvatarRefresh(): () => void {
  const queryClient = useQueryClient();
  const refreshedAvatar = useRef<string | null | undefined>(undefined);
  return useCallback(() => {
    const current = readSessionUser(queryClient);
    if (current?.authProvider !== 'discord') return;
    if (refreshedAvatar.current === current.profileImageUrl) return;
    refreshedAvatar.current = current.profileImageUrl;
    refreshDiscordAvatar().then(
      (result) => {
        const stillSignedIn = readSessionUser(queryClient)?.id === result.user.id;
        if (result.updated && stillSignedIn) storeSessionUser(queryClient, result.user);
      },
      // A failed refresh is silent: the letter fallback stays.
      () => {},
    );
  }, [queryClient]);
}
