import type { AccountMessage } from '@/shared/schemas/user';
import { request } from '@/client/lib/request';

/** POST /api/auth/resend-verification: the same neutral answer for any address. */
export async function resendVerification(email: string): Promise<string> {
  const response = await request<Partial<AccountMessage>>('POST', '/api/auth/resend-verification', {
    json: { email },
  });
  return response.message || 'If that account still needs verifying, a new link is on its way.';
}

/** POST /api/auth/forgot-password: the same neutral answer for any address. */
export async function requestPasswordReset(email: string): Promise<string> {
  const response = await request<Partial<AccountMessage>>('POST', '/api/auth/forgot-password', {
    json: { email },
  });
  return (
    response.message ||
    'If an account exists for that email, we have sent a link to reset its password.'
  );
}

/** POST /api/auth/reset-password with the token from the e-mailed link. */
export async function resetPassword(token: string, newPassword: string): Promise<string> {
  const response = await request<Partial<AccountMessage>>('POST', '/api/auth/reset-password', {
    json: { token, newPassword },
  });
  return response.message || 'Your password has been reset. Please sign in with your new password.';
}
