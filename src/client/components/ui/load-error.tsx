import { AlertCircle } from 'lucide-react';
import { errorMessage } from '@/client/lib/request';
import { Button } from './button';

/** A list or page that failed to load: what went wrong, in the server's words, and a retry. */
export function LoadError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => unknown;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-xl border border-red-200 bg-red-50 px-6 py-12 text-center"
    >
      <AlertCircle aria-hidden="true" className="size-8 text-red-600" />
      <p className="mt-3 font-semibold text-red-900">{title}</p>
      <p className="mt-1 text-sm text-red-800">{errorMessage(error)}</p>
      <Button variant="outline" className="mt-5" onClick={() => void onRetry()}>
        Try Again
      </Button>
    </div>
  );
}
