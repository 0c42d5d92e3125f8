import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { z } from 'zod';
import { signUpSchema } from '@/shared/schemas/user';
import { Button, buttonClasses } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Notice } from '@/client/components/ui/notice';
import { resetPassword } from '@/client/features/auth/api/account-emails';
import { AuthCard } from '@/client/features/auth/components/auth-card';
import { NEW_PASSWORD_HINT } from '@/client/features/auth/components/login-form';
import { PasswordInput } from '@/client/features/auth/components/password-input';
import { PasswordStrengthMeter } from '@/client/features/auth/components/password-strength-meter';
import { errorMessage } from '@/client/lib/request';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { submitHandler, useSchemaForm } from '@/client/lib/use-schema-form';

const INVALID_LINK = 'This reset link is invalid or has expired. Please ask for a new one.';

/** The new password by the sign-up rules; once it passes, the confirmation must match it. */
const resetFormSchema = z
  .object({ password: signUpSchema.shape.password, confirm: z.string() })
  .refine((values) => values.confirm === values.password, {
    message: 'Passwords do not match',
    path: ['confirm'],
    when: (payload) => payload.issues.length === 0,
  });

const linkClasses = 'rounded font-semibold text-zinc-900 underline-offset-4 hover:underline';

/**
 * /reset-password: where the e-mailed reset link lands, with ?token= (or ?error=INVALID_TOKEN for
 * a bad or expired link). Sets the new password; every other session of the account ends.
 */
export default function ResetPasswordPage() {
  useDocumentTitle('Reset password');
  const params = new URLSearchParams(useSearch());
  const token = params.get('token');
  const form = useSchemaForm(resetFormSchema, { password: '', confirm: '' });
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [pending, setPending] = useState(false);

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

  async function send({ password }: { password: string }) {
    if (!token) return;
    setOutcome(null);
    setPending(true);
    try {
      setOutcome({ ok: true, message: await resetPassword(token, password) });
    } catch (error) {
      setOutcome({ ok: false, message: errorMessage(error) });
    } finally {
      setPending(false);
    }
  }

  return (
    <AuthCard title="Reset your password" description="Choose a new password for your account.">
      <form noValidate onSubmit={submitHandler(form, pending, send)} className="grid gap-4">
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
        <FormField form={form} name="password" label="New password" hint={NEW_PASSWORD_HINT}>
          {(control) => (
            <PasswordInput {...control} name="new-password" autoComplete="new-password" required />
          )}
        </FormField>
        <PasswordStrengthMeter password={form.watch('password')} />
        <FormField form={form} name="confirm" label="Confirm new password">
          {(control) => (
            <PasswordInput
              {...control}
              name="confirm-password"
              autoComplete="new-password"
              required
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
