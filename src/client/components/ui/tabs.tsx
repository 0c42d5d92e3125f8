import { clsx } from 'clsx';
import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';

export const Tabs = TabsPrimitive.Root;
export const TabsContent = TabsPrimitive.Content;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={clsx(
        // One row whatever the width: tabs that do not fit scroll sideways (a phone shows the
        // next tab cut at the edge) instead of wrapping their labels onto three lines. The
        // rule under the row is an inset shadow, which the active tab's border covers; a
        // real border would need the tab to overlap it, and the scrolling row would clip that.
        'flex gap-1 overflow-x-auto shadow-[inset_0_-1px_0_var(--color-zinc-200)] [scrollbar-width:thin]',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      // Radix focuses a tab from script when it is clicked, which Chromium counts as
      // focus-visible; the click's own flag keeps the keyboard-only ring off for mouse users.
      onPointerDown={(event) => (event.currentTarget.dataset.pointerFocus = 'true')}
      onBlur={(event) => delete event.currentTarget.dataset.pointerFocus}
      // Radix moves focus between tabs without scrolling; in a row that scrolls sideways the
      // focused tab must come into view whole.
      onFocus={(event) =>
        event.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' })
      }
      className={clsx(
        'shrink-0 rounded-t-md border-b-2 border-transparent px-3 py-2.5 text-sm font-medium whitespace-nowrap text-zinc-600 transition-colors hover:text-zinc-900',
        'focus-visible:outline-offset-[-2px] data-[pointer-focus]:outline-none',
        'data-[state=active]:border-zinc-900 data-[state=active]:text-zinc-900',
        className,
      )}
      {...props}
    />
  );
}
