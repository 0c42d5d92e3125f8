import { WifiOff } from 'lucide-react';
import { useOnline } from '@/client/lib/use-online';

/**
 * docs/product.md, Installable app: "You're offline" under the header while the browser has no
 * network. The status region is always there so screen readers announce the change.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    // Stays in view under the sticky header while the page scrolls.
    <div role="status" className="sticky top-16 z-30">
      {!online && (
        <div className="flex items-center justify-center gap-2 bg-zinc-800 px-4 py-2 text-sm text-white">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          <span>
            <strong className="font-semibold">You&apos;re offline.</strong> What is on screen may be
            out of date.
          </span>
        </div>
      )}
    </div>
  );
}
