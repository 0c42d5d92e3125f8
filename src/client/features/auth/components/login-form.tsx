import { useState } from 'react';
import { Link } from 'wouter';
import { ACCOUNT_ERROR_CODES, loginFormSchema, signUpSchema } from '@/shared/schemas/user';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { EmailInput } from '@/client/components/ui/input';
import { Notice } from '@/client/components/ui/notice';
import { useAuth } from '@/client/lib/auth';
import { ApiError } from '@/client/lib/request';
import { submitHandler, useSchemaForm } from '@/client/lib/use-schema-form';
import { signUp } from '@/client/features/auth/api/sign-up';
import { PasswordInput } from './password-input';
import { PasswordStrengthMeter } from './password-strength-meter';
import { ResendVerification } from './resend-verification';

export type LoginMode = 'signIn' | 'signUp';

/** Under a new password's field (docs/product.md, Passwords). */
export const NEW_PASSWORD_HINT = 'At least 8 characters. A few words together make a good one.';

type Credentials = { email: string; password: string };
type Outcome =
  | { kind: 'error'; message: string; unverified: boolean }
  | { kind: 'success'; message: string }
  | null;

/**
 * The server's words for a refusal, else the fallback (docs/product.md, Error catalogue) for the
 * mode.
 */
function failureMessage(error: unknown, mode: LoginMode): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return mode === 'signIn' ? 'Sign in failed' : 'Sign up failed';
}

/**
 * E-mail and password, for signing in or signing up (docs/product.md, Sign-in page, States and
 * Validation). After a sign-up the form returns to sign-in mode with what was typed, so Sign In
 * finishes the job once the address is verified.
 */
export function LoginForm({
  mode,
  onModeChange,
}: {
  mode: LoginMode;
  onModeChange: (mode: LoginMode) => void;
}) {
  const { signIn } = useAuth();
  const signingIn = mode === 'signIn';
  const form = useSchemaForm(signingIn ? loginFormSchema : signUpSchema, {
    email: '',
    password: '',
  });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [pending, setPending] = useState(false);

  function switchMode() {
    form.clearErrors();
    setOutcome(null);
    onModeChange(signingIn ? 'signUp' : 'signIn');
  }

  async function send(credentials: Credentials) {
    setOutcome(null);
    setPending(true);
    try {
      if (signingIn) {
        // On success the auth state stores the user and goes to /.
        await signIn(credentials);
      } else {
        const message = await signUp(credentials);
        setOutcome({ kind: 'success', message });
        onModeChange('signIn');
      }
    } catch (error) {
      setOutcome({
        kind: 'error',
        message: failureMessage(error, mode),
        // Sign-in refused until the address is verified: offer another link. A suspended
        // account's refusal is a 403 too, with nothing a new link would fix.
        unverified:
          signingIn &&
          error instanceof ApiError &&
          error.serverCode === ACCOUNT_ERROR_CODES.emailNotVerified,
      });
    } finally {
      setPending(false);
    }
  }

  const pendingLabel = signingIn ? 'Signing in...' : 'Signing up...';
  return (
    <>
      <form noValidate onSubmit={submitHandler(form, pending, send)} className="grid gap-4">
        {outcome?.kind === 'success' && <Notice look="success">{outcome.message}</Notice>}
        {outcome?.kind === 'error' && (
          <Notice look="error">
            <p>{outcome.message}</p>
            {outcome.unverified && (
              <ResendVerification
                email={form.watch('email').trim()}
                onSent={(message) => setOutcome({ kind: 'success', message })}
              />
            )}
          </Notice>
        )}
        <FormField form={form} name="email" label="Email">
          {(control) => <EmailInput {...control} />}
        </FormField>
        <FormField
          form={form}
          name="password"
          label="Password"
          hint={signingIn ? undefined : NEW_PASSWORD_HINT}
          labelAside={
            signingIn && (
              <Link
                href="/forgot-password"
                className="rounded text-sm font-medium text-zinc-600 underline-offset-4 hover:text-zinc-900 hover:underline"
              >
                Forgot password?
              </Link>
            )
          }
        >
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete={signingIn ? 'current-password' : 'new-password'}
              required
            />
          )}
        </FormField>
        {!signingIn && (
          <PasswordStrengthMeter
            password={form.watch('password')}
            email={form.watch('email').trim()}
          />
        )}
        <Button type="submit" size="lg" disabled={pending} className="mt-1 w-full">
          {pending ? pendingLabel : signingIn ? 'Sign In' : 'Sign Up'}
        </Button>
      </form>
      <p className="text-center text-sm text-zinc-600">
        {signingIn ? 'New to Rotation?' : 'Already have an account?'}{' '}
        <button
          type="button"
          onClick={switchMode}
          disabled={pending}
          className="rounded font-semibold text-zinc-900 underline-offset-4 hover:underline"
        >
          {signingIn ? 'Sign Up' : 'Back to Sign In'}
        </button>
      </p>
    </>
  );
}
