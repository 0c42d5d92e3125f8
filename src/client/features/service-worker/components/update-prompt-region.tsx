import type { ReactNode } from 'react';

/**
 * Where "Update available" appears: a status region that is always there (empty until then), so
 * screen readers announce the message when it appears, also while the prompt's code loads.
 */
export function UpdatePromptRegion({ children }: { children?: ReactNode }) {
  return (
    <div
      role="status"
      // Above the phone's floating sell button's row, clear of it on the right.
      className="fixed bottom-6 left-4 z-50 max-w-[calc(100vw-6.5rem)] md:right-auto md:max-w-sm"
    >
      {children}
    </div>
  );
}
