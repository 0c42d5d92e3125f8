import { useState } from 'react';
import { ApiError } from '@/client/lib/request';
import { toast } from '@/client/lib/toast';
import { signInWithDiscord } from '@/client/features/auth/api/sign-in-with-discord';

/**
 * docs/product.md, Sign-in page: Continue with Discord, Connecting... while the redirect is
 * prepared.
 */
export function DiscordSignInButton() {
  const [pending, setPending] = useState(false);

  async function start() {
    setPending(true);
    try {
      await signInWithDiscord();
    } catch (error) {
      setPending(false);
      // docs/product.md, Account messages: the provider's refusal, or anything else that went
      // wrong.
      toast({
        variant: 'destructive',
        title: 'Login Failed',
        description:
          error instanceof ApiError
            ? 'Failed to login with Discord. Please try again.'
            : 'An unexpected error occurred. Please try again.',
      });
    }
  }

  return (
    <button
      type="button"
      onClick={() => void start()}
      disabled={pending}
      // Discord's own blurple, a shade darker so white text keeps a 6:1 contrast.
      className="inline-flex h-11 w-full items-center justify-center gap-2 rounded-lg bg-[#4752c4] px-4 text-sm font-medium text-white transition-colors hover:bg-[#3c45a5] disabled:pointer-events-none disabled:opacity-60"
    >
      <DiscordMark />
      {pending ? 'Connecting...' : 'Continue with Discord'}
    </button>
  );
}

/** Discord's controller mark, drawn simply (a rounded pad with two eyes). */
function DiscordMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
      <path d="M19.3 5.3A17 17 0 0 0 15 4l-.5 1.1a15.6 15.6 0 0 0-5 0L9 4a17 17 0 0 0-4.3 1.3C2 9.4 1.3 13.3 1.6 17.2A17.2 17.2 0 0 0 6.9 20l1.1-1.8a11 11 0 0 1-1.7-.8l.4-.3a12.2 12.2 0 0 0 10.6 0l.4.3c-.5.3-1.1.6-1.7.8l1.1 1.8a17 17 0 0 0 5.3-2.7c.4-4.5-.7-8.4-3.1-11.9ZM8.7 14.8c-1 0-1.9-1-1.9-2.1s.8-2.1 1.9-2.1 1.9 1 1.9 2.1-.8 2.1-1.9 2.1Zm6.6 0c-1 0-1.9-1-1.9-2.1s.8-2.1 1.9-2.1 1.9 1 1.9 2.1-.8 2.1-1.9 2.1Z" />
    </svg>
  );
}
