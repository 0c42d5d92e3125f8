import { useState } from 'react';
import { Redirect, useSearch } from 'wouter';
import { ACCOUNT_SUSPENDED_ERROR } from '@/shared/schemas/moderation';
import { Notice } from '@/client/components/ui/notice';
import { useAuthProviders } from '@/client/features/auth/api/get-auth-providers';
import { AuthCard } from '@/client/features/auth/components/auth-card';
import { DiscordSignInButton } from '@/client/features/auth/components/discord-sign-in-button';
import { LoginForm, type LoginMode } from '@/client/features/auth/components/login-form';
import { useAuth } from '@/client/lib/auth';
import { useDocumentTitle } from '@/client/lib/use-document-title';

// Better Auth's error code when the server refuses to create an account for a Discord sign-in;
// the only refusal is an e-mail address Discord has not verified (src/server/auth/identity.ts).
const DISCORD_EMAIL_NOT_VERIFIED = 'unable_to_create_user';

function Divider({ children }: { children: string }) {
  return (
    <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-zinc-500 uppercase">
      <span aria-hidden="true" className="h-px flex-1 bg-zinc-200" />
      {children}
      <span aria-hidden="true" className="h-px flex-1 bg-zinc-200" />
    </div>
  );
}

/**
 * docs/product.md, Sign-in page (/login): sign in or sign up with e-mail, or continue with Discord
 * when the server offers it. The verification link lands here with ?verified=1, and a failed
 * Discord round trip with ?error=.
 */
export default function LoginPage() {
  const { user } = useAuth();
  const params = new URLSearchParams(useSearch());
  const [mode, setMode] = useState<LoginMode>('signIn');
  const providers = useAuthProviders();
  const signingIn = mode === 'signIn';
  useDocumentTitle(signingIn ? 'Sign in' : 'Create your account');

  if (user) return <Redirect to="/" replace />;

  return (
    <AuthCard
      title={signingIn ? 'Sign in to Rotation' : 'Create your account'}
      description={
        signingIn
          ? 'Sell what you no longer wear and message sellers about what you want.'
          : 'No fees for buyers or sellers. We will e-mail you a link to verify your address.'
      }
    >
      {params.get('verified') === '1' && (
        <Notice look="success">
          <p>Your email is verified. You can sign in now.</p>
          <p>
            We made up a username for you. Choose your own in Settings on your profile: your first
            choice does not start the weekly lock.
          </p>
        </Notice>
      )}
      {params.has('error') && (
        <Notice look="error" title="Login Failed">
          Failed to login with Discord. Please try again.
          {params.get('error') === DISCORD_EMAIL_NOT_VERIFIED &&
            ' Discord has not verified the e-mail address of your Discord account yet: verify it with Discord first.'}
          {params.get('error') === ACCOUNT_SUSPENDED_ERROR && ' This account is suspended.'}
        </Notice>
      )}
      {providers.data?.discord && (
        <>
          <DiscordSignInButton />
          <Divider>Or continue with email</Divider>
        </>
      )}
      <LoginForm mode={mode} onModeChange={setMode} />
    </AuthCard>
  );
}
