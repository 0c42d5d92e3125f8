import { RefreshCw } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { useAppUpdate } from '@/client/features/service-worker/hooks/use-app-update';

/**
 * docs/product.md, Installable app: "Update available" with a Reload button when a new version is
 * waiting, instead of leaving old code running. The status region is always there (empty until
 * then) so screen readers announce the message when it appears.
 */
export function UpdatePrompt() {
  const { available, reload } = useAppUpdate();
  return (
    <div
      role="status"
      // Above the phone's floating sell button's row, clear of it on the right.
      className="fixed bottom-6 left-4 z-50 max-w-[calc(100vw-6.5rem)] md:right-auto md:max-w-sm"
    >
      {available && (
        <div className="flex items-center gap-3 rounded-xl bg-zinc-900 py-2 pr-2 pl-4 text-sm text-white shadow-lg">
          <RefreshCw aria-hidden="true" className="size-4 shrink-0" />
          <span className="font-medium">Update available</span>
          <Button variant="secondary" size="sm" onClick={reload}>
            Reload
          </Button>
        </div>
      )}
    </div>
  );
}
