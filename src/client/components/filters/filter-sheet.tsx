import { Dialog } from 'radix-ui';
import { useState, type ReactNode, type RefObject } from 'react';
import { Button } from '@/client/components/ui/button';
import { DialogCloseButton } from '@/client/components/ui/dialog';

export type FilterSheetProps<F> = {
  open: boolean;
  /** The button that opened it (Radix cannot know it: the sheet has no trigger of its own). */
  returnFocusTo: RefObject<HTMLElement | null>;
  /** The filters in effect when the sheet opens. */
  filters: F;
  /** The filters without any narrowing (what Clear leaves; the search and sort stay). */
  clear: (filters: F) => F;
  onApply: (filters: F) => void;
  onOpenChange: (open: boolean) => void;
  /** Every control, stacked, editing the sheet's own copy of the filters. */
  children: (draft: F, setDraft: (next: F) => void) => ReactNode;
};

/**
 * The phone's filter sheet (docs/product.md, Filters): a full-height dialog rising from the
 * bottom. Its controls edit a copy; Apply puts it in the address (one history entry), Clear
 * empties the copy, and closing without Apply changes nothing. Focus stays inside while it is
 * open, Escape closes it, and focus returns to the Filters button.
 */
export default function FilterSheet<F>({
  open,
  returnFocusTo,
  filters,
  clear,
  onApply,
  onOpenChange,
  children,
}: FilterSheetProps<F>) {
  const [draft, setDraft] = useState(filters);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-x-0 top-0 bottom-0 z-50 flex flex-col bg-white shadow-xl data-[state=open]:animate-sheet-in"
        >
          <div className="relative border-b border-zinc-200 px-4 py-4">
            <Dialog.Title className="text-lg font-semibold">Filters</Dialog.Title>
            <Dialog.Description className="sr-only">
              Choose filters and a sort, then Apply.
            </Dialog.Description>
            <DialogCloseButton className="top-3 right-3 size-10" />
          </div>
          <div className="flex-1 space-y-6 overflow-y-auto px-4 py-5">
            {children(draft, setDraft)}
          </div>
          <div className="flex gap-3 border-t border-zinc-200 px-4 py-3">
            <Button variant="outline" className="flex-1" onClick={() => setDraft(clear(draft))}>
              Clear
            </Button>
            <Button
              className="flex-1"
              onClick={() => {
                onApply(draft);
                onOpenChange(false);
              }}
            >
              Apply
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
