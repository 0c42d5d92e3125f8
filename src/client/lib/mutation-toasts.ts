import { ApiError } from './request';
import { toast } from './toast';

/**
 * docs/product.md, Error catalogue: what a failed change tells the person. The server's `{ message
 * }` when it sent one (request.ts has already taken it out of the "status: body" text); otherwise
 * the operation's own fallback, never a raw status line or an HTML error page.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return fallback;
}

/** A destructive toast for a failed change. A 401 has its own toast (Unauthorized) and redirect. */
export function toastError(error: unknown, content: { title: string; description: string }): void {
  if (error instanceof ApiError && error.status === 401) return;
  toast({ variant: 'destructive', ...content });
}

/** An Error toast for a failed change, in the server's words or the fallback's. */
export function toastFailure(error: unknown, fallback: string): void {
  toastError(error, { title: 'Error', description: failureMessage(error, fallback) });
}

export function toastSuccess(description: string): void {
  toast({ title: 'Success', description });
}
