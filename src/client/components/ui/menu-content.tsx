import { clsx } from 'clsx';
import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';

/** A DropdownMenu's panel under its button, right-aligned, above the page. */
export function MenuContent({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        align="end"
        sideOffset={6}
        className={clsx(
          'z-50 rounded-lg border border-zinc-200 bg-white p-1 shadow-lg',
          className ?? 'min-w-44',
        )}
      >
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Portal>
  );
}
