import { AlertCircle, WifiOff } from 'lucide-react';
import { errorMessage, isNetworkFailure } from '@/client/lib/request';
import { useOnline } from '@/client/lib/use-online';
import { Button } from './button';

/**
 * A list or page that failed to load: what went wrong, in the server's words, and a retry. With
 * no network it says so instead (docs/product.md, Installable app); TanStack Query loads it again
 * by itself when the browser has a network again (`refetchOnReconnect`). A request that got no answer while the browser still thinks
 * it is online (a network that reaches nothing) gets the same calm state, with a retry.
 */
export function LoadError({
  title,
  error,
  onRetry,
  offlineHint = 'Reconnect to see this page.',
}: {
  title: string;
  error: unknown;
  onRetry: () => unknown;
  /** The offline state's second sentence: what reconnecting will show. */
  offlineHint?: string;
}) {
  const online = useOnline();

  if (!online || isNetworkFailure(error)) {
    return (
      <div
        role="status"
        className="flex flex-col items-center rounded-xl border border-zinc-200 bg-zinc-50 px-6 py-12 text-center"
      >
        <WifiOff aria-hidden="true" className="size-8 text-zinc-500" />
        <p className="mt-3 font-semibold text-zinc-900">
          {online ? 'Rotation cannot be reached.' : "You're offline."}
        </p>
        <p className="mt-1 text-sm text-zinc-700">{offlineHint}</p>
        {online && (
          <Button variant="outline" className="mt-5" onClick={() => void onRetry()}>
            Try Again
          </Button>
        )}
      </div>
    );
  }
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
