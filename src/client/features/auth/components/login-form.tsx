import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { loginFormSchema, signUpSchema } from '@/shared/schemas/user';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { EmailInput } from '@/client/components/ui/input';
import { Notice } from '@/client/components/ui/notice';
import { useAuth } from '@/client/lib/auth';
import { fieldErrors } from '@/client/lib/form-errors';
import { ApiError } from '@/client/lib/request';
import { signUp } from '@/client/features/auth/api/sign-up';
import { PasswordInput } from './password-input';
import { ResendVerification } from './resend-verification';

export type LoginMode = 'signIn' | 'signUp';

type Values = { email: string; password: string };
type Outcome =
  | { kind: 'error'; message: string; unverified: boolean }
  | { kind: 'success'; message: string }
  | null;

/** The server's words for a refusal, else SPEC.md §8's fallback for the mode. */
function failureMessage(error: unknown, mode: LoginMode): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return mode === 'signIn' ? 'Sign in failed' : 'Sign up failed';
}

/**
 * E-mail and password, for signing in or signing up (SPEC.md §2 Login, §4, §5). After a sign-up
 * the form returns to sign-in mode with what was typed, so Sign In finishes the job once the
 * address is verified.
 */
export function LoginForm({
  mode,
  onModeChange,
}: {
  mode: LoginMode;
  onModeChange: (mode: LoginMode) => void;
}) {
  const { signIn } = useAuth();
  const [values, setValues] = useState<Values>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [pending, setPending] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const signingIn = mode === 'signIn';

  function change(field: keyof Values, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // An error goes once the field is edited; the next submit checks again.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function switchMode() {
    setErrors({});
    setOutcome(null);
    onModeChange(signingIn ? 'signUp' : 'signIn');
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const invalid = fieldErrors(signingIn ? loginFormSchema : signUpSchema, values);
    if (invalid) {
      setErrors(invalid);
      (invalid.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    const credentials = { email: values.email.trim(), password: values.password };
    setErrors({});
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
        // Sign-in refused until the address is verified: offer another link.
        unverified: signingIn && error instanceof ApiError && error.status === 403,
      });
    } finally {
      setPending(false);
    }
  }

  const pendingLabel = signingIn ? 'Signing in...' : 'Signing up...';
  return (
    <>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        {outcome?.kind === 'success' && <Notice look="success">{outcome.message}</Notice>}
        {outcome?.kind === 'error' && (
          <Notice look="error">
            <p>{outcome.message}</p>
            {outcome.unverified && (
              <ResendVerification
                email={values.email.trim()}
                onSent={(message) => setOutcome({ kind: 'success', message })}
              />
            )}
          </Notice>
        )}
        <FormField label="Email" error={errors.email}>
          {({ id, describedBy, invalid }) => (
            <EmailInput
              ref={emailRef}
              id={id}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              value={values.email}
              onChange={(event) => change('email', event.target.value)}
            />
          )}
        </FormField>
        <FormField
          label="Password"
          error={errors.password}
          hint={signingIn ? undefined : 'At least 8 characters.'}
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
          {({ id, describedBy, invalid }) => (
            <PasswordInput
              ref={passwordRef}
              id={id}
              name="password"
              autoComplete={signingIn ? 'current-password' : 'new-password'}
              required
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              value={values.password}
              onChange={(event) => change('password', event.target.value)}
            />
          )}
        </FormField>
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
