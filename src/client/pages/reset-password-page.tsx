import { useRef, useState, type FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { signUpSchema } from '@/shared/schemas/user';
import { Button, buttonClasses } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Notice } from '@/client/components/ui/notice';
import { resetPassword } from '@/client/features/auth/api/account-emails';
import { AuthCard } from '@/client/features/auth/components/auth-card';
import { PasswordInput } from '@/client/features/auth/components/password-input';
import { fieldErrors } from '@/client/lib/form-errors';
import { errorMessage } from '@/client/lib/request';
import { useDocumentTitle } from '@/client/lib/use-document-title';

const INVALID_LINK = 'This reset link is invalid or has expired. Please ask for a new one.';
const passwordSchema = signUpSchema.pick({ password: true });

type Values = { password: string; confirm: string };

const linkClasses = 'rounded font-semibold text-zinc-900 underline-offset-4 hover:underline';

/**
 * /reset-password: where the e-mailed reset link lands, with ?token= (or ?error=INVALID_TOKEN for
 * a bad or expired link). Sets the new password; every other session of the account ends.
 */
export default function ResetPasswordPage() {
  useDocumentTitle('Reset password');
  const params = new URLSearchParams(useSearch());
  const token = params.get('token');
  const [values, setValues] = useState<Values>({ password: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [pending, setPending] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  if (!token || params.has('error')) {
    return (
      <AuthCard title="Reset your password">
        <Notice look="error">
          <p>{INVALID_LINK}</p>
        </Notice>
        <Link
          href="/forgot-password"
          className={buttonClasses({ size: 'lg', className: 'w-full' })}
        >
          Get a New Link
        </Link>
      </AuthCard>
    );
  }

  if (outcome?.ok) {
    return (
      <AuthCard title="Password reset">
        <Notice look="success">
          <p>{outcome.message}</p>
        </Notice>
        <Link href="/login" className={buttonClasses({ size: 'lg', className: 'w-full' })}>
          Sign In
        </Link>
      </AuthCard>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || !token) return;
    const invalid: Partial<Values> = {};
    const passwordError = fieldErrors(passwordSchema, { password: values.password })?.password;
    if (passwordError) invalid.password = passwordError;
    else if (values.confirm !== values.password) invalid.confirm = 'Passwords do not match';
    if (invalid.password || invalid.confirm) {
      setErrors(invalid);
      (invalid.password ? passwordRef : confirmRef).current?.focus();
      return;
    }
    setOutcome(null);
    setPending(true);
    try {
      setOutcome({ ok: true, message: await resetPassword(token, values.password) });
    } catch (error) {
      setOutcome({ ok: false, message: errorMessage(error) });
    } finally {
      setPending(false);
    }
  }

  function change(field: keyof Values, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  return (
    <AuthCard title="Reset your password" description="Choose a new password for your account.">
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        {outcome && (
          <Notice look="error">
            <p>{outcome.message}</p>
            {outcome.message === INVALID_LINK && (
              <Link href="/forgot-password" className={linkClasses}>
                Get a new link
              </Link>
            )}
          </Notice>
        )}
        <FormField label="New password" hint="At least 8 characters." error={errors.password}>
          {({ id, describedBy, invalid }) => (
            <PasswordInput
              ref={passwordRef}
              id={id}
              name="new-password"
              autoComplete="new-password"
              required
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              value={values.password}
              onChange={(event) => change('password', event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Confirm new password" error={errors.confirm}>
          {({ id, describedBy, invalid }) => (
            <PasswordInput
              ref={confirmRef}
              id={id}
              name="confirm-password"
              autoComplete="new-password"
              required
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              value={values.confirm}
              onChange={(event) => change('confirm', event.target.value)}
            />
          )}
        </FormField>
        <Button type="submit" size="lg" disabled={pending} className="w-full">
          {pending ? 'Resetting...' : 'Reset Password'}
        </Button>
      </form>
      <p className="text-center text-sm">
        <Link href="/login" className={linkClasses}>
          Back to Sign In
        </Link>
      </p>
    </AuthCard>
  );
}
