import { clsx } from 'clsx';
import { Ellipsis } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';

const itemLook =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-zinc-100';

/** A dropdown menu's items, in a panel under the end of its button (in a portal, above dialogs). */
export function MenuPanel({ children }: { children: ReactNode }) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        align="end"
        sideOffset={6}
        className="z-50 min-w-48 rounded-lg border border-zinc-200 bg-white p-1 shadow-lg"
      >
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Portal>
  );
}

/**
 * A "More actions" (⋯) button and its menu, for a profile, a thread or a message. Not modal, as
 * the listing card's menu: a dialog opened from an item does not fight the menu over focus.
 */
export function MoreActionsMenu({
  label,
  children,
  className,
}: {
  /** The button's accessible name, e.g. "More actions" or "Message actions". */
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={label}
        className={clsx(
          'inline-flex size-8 shrink-0 items-center justify-center rounded-full text-zinc-700 transition hover:bg-zinc-100 focus-visible:ring-2 focus-visible:ring-zinc-900 focus-visible:outline-none data-[state=open]:bg-zinc-100',
          className,
        )}
      >
        <Ellipsis aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <MenuPanel>{children}</MenuPanel>
    </DropdownMenu.Root>
  );
}

/** One item of a MoreActionsMenu. */
export function MoreActionsItem({
  onSelect,
  children,
  destructive = false,
}: {
  onSelect: () => void;
  children: ReactNode;
  destructive?: boolean;
}) {
  return (
    <DropdownMenu.Item
      className={clsx(itemLook, destructive && 'text-red-700 data-[highlighted]:bg-red-50')}
      onSelect={onSelect}
    >
      {children}
    </DropdownMenu.Item>
  );
}
