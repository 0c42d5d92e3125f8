import { clsx } from 'clsx';
import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';

export const Tabs = TabsPrimitive.Root;
export const TabsContent = TabsPrimitive.Content;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={clsx(
        // Three equal columns on a phone (labels may wrap), a row of tabs from 640 px up.
        'grid auto-cols-fr grid-flow-col border-b border-zinc-200 sm:flex sm:gap-1',
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
      className={clsx(
        '-mb-px rounded-t-md border-b-2 border-transparent px-2 py-2.5 text-sm font-medium text-zinc-600 transition-colors hover:text-zinc-900 sm:px-3 sm:whitespace-nowrap',
        'focus-visible:outline-offset-[-2px] data-[pointer-focus]:outline-none',
        'data-[state=active]:border-zinc-900 data-[state=active]:text-zinc-900',
        className,
      )}
      {...props}
    />
  );
}
