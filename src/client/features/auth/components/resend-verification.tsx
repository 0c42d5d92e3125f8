import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { errorMessage } from '@/client/lib/request';
import { resendVerification } from '@/client/features/auth/api/account-emails';

/** Under the "please verify your email" refusal: a way to get another verification link. */
export function ResendVerification({
  email,
  onSent,
}: {
  email: string;
  /** Called with the server's answer once the request went through. */
  onSent: (message: string) => void;
}) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function resend() {
    setPending(true);
    setFailure(null);
    try {
      onSent(await resendVerification(email));
    } catch (error) {
      setFailure(errorMessage(error));
      setPending(false);
    }
  }

  return (
    <div className="mt-1 grid justify-items-start gap-2">
      <Button variant="outline" size="sm" onClick={() => void resend()} disabled={pending}>
        {pending ? 'Sending...' : 'Resend verification email'}
      </Button>
      {failure && <p>{failure}</p>}
    </div>
  );
}
