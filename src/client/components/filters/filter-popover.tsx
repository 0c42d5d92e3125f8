import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { Popover } from 'radix-ui';
import type { ReactNode } from 'react';

/** The look of a compact control in the filter bar: a popover trigger or an on/off toggle. */
export function filterControlClasses(active: boolean): string {
  return clsx(
    'inline-flex h-9 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium whitespace-nowrap transition-colors',
    active
      ? 'border-zinc-900 bg-zinc-900 text-white hover:bg-zinc-700'
      : 'border-zinc-300 bg-white text-zinc-900 hover:bg-zinc-50',
  );
}

/**
 * One filter of the desktop bar: a button naming the filter (with how many values are chosen)
 * that opens its controls in a popover. Changes apply as they are made; Escape or a click
 * outside closes it and focus returns to the button.
 */
export function FilterPopover({
  label,
  activeCount,
  children,
}: {
  label: string;
  activeCount: number;
  children: ReactNode;
}) {
  return (
    <Popover.Root>
      <Popover.Trigger className={filterControlClasses(activeCount > 0)}>
        {label}
        {activeCount > 0 && (
          <span className="rounded-full bg-white px-1.5 text-xs leading-5 text-zinc-900">
            {activeCount}
            <span className="sr-only"> selected</span>
          </span>
        )}
        <ChevronDown aria-hidden="true" className="size-4" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label={label}
          align="start"
          sideOffset={6}
          collisionPadding={16}
          className="z-40 max-h-[var(--radix-popover-content-available-height)] w-72 overflow-y-auto rounded-xl border border-zinc-200 bg-white p-4 shadow-lg data-[state=open]:animate-fade-in"
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
