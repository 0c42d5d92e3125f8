import { RefreshCw } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { useAppUpdate } from '@/client/features/service-worker/hooks/use-app-update';
import { UpdatePromptRegion } from './update-prompt-region';

/**
 * docs/product.md, Installable app: "Update available" with a Reload button when a new version is
 * waiting, instead of leaving old code running.
 */
export function UpdatePrompt() {
  const { available, reload } = useAppUpdate();
  return (
    <UpdatePromptRegion>
      {available && (
        <div className="flex items-center gap-3 rounded-xl bg-zinc-900 py-2 pr-2 pl-4 text-sm text-white shadow-lg">
          <RefreshCw aria-hidden="true" className="size-4 shrink-0" />
          <span className="font-medium">Update available</span>
          <Button variant="secondary" size="sm" onClick={reload}>
            Reload
          </Button>
        </div>
      )}
    </UpdatePromptRegion>
  );
}
