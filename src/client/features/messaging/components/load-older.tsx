import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import type { OlderPages } from '@/client/features/messaging/hooks/use-older-messages';

/** The top of a thread with older messages: a spinner while they load, else a button for them. */
export function LoadOlder({ older, onLoad }: { older: OlderPages; onLoad: () => void }) {
  if (!older.hasNextPage) return null;
  return (
    <div className="flex min-h-10 justify-center pb-4">
      {older.isFetchingNextPage ? (
        <Spinner label="Loading older messages" />
      ) : (
        <Button variant="outline" size="sm" onClick={onLoad}>
          {older.isFetchNextPageError
            ? 'Older messages could not load. Try Again'
            : 'Load older messages'}
        </Button>
      )}
    </div>
  );
}
