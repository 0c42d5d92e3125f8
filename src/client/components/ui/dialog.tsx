import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';

/** Use Dialog around a DialogTrigger and a DialogContent; Radix returns focus to the trigger on close. */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
/** Wrap a link in this (asChild) to close the dialog as the link is followed. */
export const DialogClose = DialogPrimitive.Close;

/**
 * A centred modal with an overlay, a title, a description (for screen readers only, unless
 * `showDescription`) and a close button. `onCloseAutoFocus` may send focus elsewhere than the
 * trigger, when the trigger is about to disappear. `wide` fits a long form (max-w-2xl);
 * `onInteractOutside` may keep a half-filled form open when the overlay is clicked.
 */
export function DialogContent({
  title,
  description,
  showDescription = false,
  onCloseAutoFocus,
  wide = false,
  onInteractOutside,
  children,
}: {
  title: string;
  description: string;
  showDescription?: boolean;
  onCloseAutoFocus?: (event: Event) => void;
  wide?: boolean;
  onInteractOutside?: (event: Event) => void;
  children: ReactNode;
}) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content
        onCloseAutoFocus={onCloseAutoFocus}
        onInteractOutside={onInteractOutside}
        className={clsx(
          'fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl data-[state=open]:animate-dialog-in',
          wide ? 'max-w-2xl' : 'max-w-lg',
        )}
      >
        <DialogPrimitive.Title className="pr-8 text-lg font-semibold">
          {title}
        </DialogPrimitive.Title>
        <DialogPrimitive.Description
          className={showDescription ? 'mt-1.5 pr-8 text-sm text-zinc-600' : 'sr-only'}
        >
          {description}
        </DialogPrimitive.Description>
        {children}
        <DialogCloseButton className="top-4 right-4 size-8" />
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** The X in a dialog's corner; `className` places and sizes it. */
export function DialogCloseButton({ className }: { className: string }) {
  return (
    <DialogPrimitive.Close
      aria-label="Close"
      className={clsx(
        'absolute inline-flex items-center justify-center rounded-md text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900',
        className,
      )}
    >
      <X aria-hidden="true" className="size-5" />
    </DialogPrimitive.Close>
  );
}
