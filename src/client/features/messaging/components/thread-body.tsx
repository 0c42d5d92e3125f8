import type { ReactNode } from 'react';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import { errorMessage } from '@/client/lib/request';

/** A thread's place for a state instead of messages: centred, quiet. */
export function ThreadNotice({ children }: { children: ReactNode }) {
  return (
    <div className="flex h-full items-center justify-center px-6 py-10 text-center text-sm text-zinc-600">
      {children}
    </div>
  );
}

export function ThreadLoading({ label }: { label: string }) {
  return (
    <ThreadNotice>
      <span className="flex items-center gap-2">
        <Spinner label={label} className="[&_svg]:size-5" />
        <span aria-hidden="true">{label}</span>
      </span>
    </ThreadNotice>
  );
}

type LoadFailure = { error: unknown; onRetry: () => void };

/** A pane of the dialog that failed to load: the server's words and a retry, compact. */
export function PaneLoadError({ error, onRetry }: LoadFailure) {
  return (
    <span role="alert" className="grid justify-items-center gap-3">
      <span className="text-red-800">{errorMessage(error)}</span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try Again
      </Button>
    </span>
  );
}

export function ThreadLoadError(failure: LoadFailure) {
  return (
    <ThreadNotice>
      <PaneLoadError {...failure} />
    </ThreadNotice>
  );
}

export const NO_MESSAGES = 'No messages yet. Start the conversation!';
