import { clsx } from 'clsx';
import { Ellipsis } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { createContext, useContext, useRef, useState, type ReactNode } from 'react';
import { MenuContent } from './ui/menu-content';

/** What an item's dialog gets: close it, and give focus back to the menu's button when it closes. */
export type MenuDialogControls = { close: () => void; onCloseAutoFocus: (event: Event) => void };
type MenuDialog = (controls: MenuDialogControls) => ReactNode;

const OpenDialogContext = createContext<(dialog: MenuDialog) => void>(() => {});

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-zinc-100';

/**
 * A "More actions" (⋯) menu about a person or a message: radix DropdownMenu (arrow keys, Escape,
 * typeahead). An item may open a dialog (useMenuDialog), shown outside the menu, so it stays open
 * after the menu closes, and focus goes back to the ⋯ button when it closes.
 */
export function ActionsMenu({
  label,
  children,
  triggerClassName,
}: {
  /** The button's accessible name, such as "More actions for @sofia". */
  label: string;
  children: ReactNode;
  triggerClassName?: string;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  const [dialog, setDialog] = useState<MenuDialog | null>(null);
  const controls: MenuDialogControls = {
    close: () => setDialog(null),
    onCloseAutoFocus: (event) => {
      event.preventDefault();
      trigger.current?.focus();
    },
  };
  return (
    <OpenDialogContext value={(next) => setDialog(() => next)}>
      {/* Not modal, as the listing card's menu: a dialog opened from an item does not fight the
          menu over focus and pointer events. */}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          ref={trigger}
          aria-label={label}
          className={clsx(
            'inline-flex size-9 shrink-0 items-center justify-center rounded-full text-zinc-700 transition hover:bg-zinc-100 focus-visible:ring-2 focus-visible:ring-zinc-900 focus-visible:outline-none data-[state=open]:bg-zinc-100',
            triggerClassName,
          )}
        >
          <Ellipsis aria-hidden="true" className="size-5" />
        </DropdownMenu.Trigger>
        <MenuContent>{children}</MenuContent>
      </DropdownMenu.Root>
      {dialog?.(controls)}
    </OpenDialogContext>
  );
}

/** One item of an ActionsMenu. */
export function ActionsMenuItem({
  onSelect,
  destructive,
  children,
}: {
  onSelect: () => void;
  destructive?: boolean;
  children: ReactNode;
}) {
  return (
    <DropdownMenu.Item
      className={clsx(itemClass, destructive && 'text-red-700 data-[highlighted]:bg-red-50')}
      onSelect={onSelect}
    >
      {children}
    </DropdownMenu.Item>
  );
}

/** Opens a dialog from an ActionsMenu item; the menu keeps it until `close` is called. */
export function useMenuDialog(): (dialog: MenuDialog) => void {
  return useContext(OpenDialogContext);
}
