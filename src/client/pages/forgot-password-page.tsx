import { useState } from 'react';
import { Link } from 'wouter';
import { loginFormSchema } from '@/shared/schemas/user';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { EmailInput } from '@/client/components/ui/input';
import { Notice } from '@/client/components/ui/notice';
import { requestPasswordReset } from '@/client/features/auth/api/account-emails';
import { AuthCard } from '@/client/features/auth/components/auth-card';
import { errorMessage } from '@/client/lib/request';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { submitHandler, useSchemaForm } from '@/client/lib/use-schema-form';

const emailSchema = loginFormSchema.pick({ email: true });

/** /forgot-password: asks for a reset link. The answer is the same whether the account exists. */
export default function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const form = useSchemaForm(emailSchema, { email: '' });
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [pending, setPending] = useState(false);

  async function send({ email }: { email: string }) {
    setOutcome(null);
    setPending(true);
    try {
      setOutcome({ ok: true, message: await requestPasswordReset(email) });
    } catch (caught) {
      setOutcome({ ok: false, message: errorMessage(caught) });
    } finally {
      setPending(false);
    }
  }

  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the email you signed up with and we will send you a link to choose a new password."
    >
      <form noValidate onSubmit={submitHandler(form, pending, send)} className="grid gap-4">
        {outcome && (
          <Notice look={outcome.ok ? 'success' : 'error'}>
            <p>{outcome.message}</p>
          </Notice>
        )}
        <FormField form={form} name="email" label="Email">
          {(control) => <EmailInput {...control} />}
        </FormField>
        <Button type="submit" size="lg" disabled={pending} className="w-full">
          {pending ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
      <p className="text-center text-sm">
        <Link
          href="/login"
          className="rounded font-semibold text-zinc-900 underline-offset-4 hover:underline"
        >
          Back to Sign In
        </Link>
      </p>
    </AuthCard>
  );
}
