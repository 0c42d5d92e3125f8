import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD } from '@/shared/constants';
import { dismissToast, useToasts } from '@/client/lib/toast';

/**
 * The notification area (docs/product.md, Screens and Limits): Radix Toast with its timings, at the
 * top on small screens and bottom-right on larger ones. F8 (Radix's default hotkey) moves focus
 * into it.
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
    >
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={clsx(
            'group pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg',
            'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-toast-swipe-out',
            item.variant === 'destructive'
              ? 'border-red-700 bg-red-600 text-white'
              : 'border-zinc-200 bg-white text-zinc-900',
          )}
        >
          <div className="grid flex-1 gap-1">
            <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>
            {item.description && (
              <Toast.Description
                // White text on red-600 only just passes 4.5:1; faded, it would not.
                className={clsx('text-sm', item.variant !== 'destructive' && 'opacity-90')}
              >
                {item.description}
              </Toast.Description>
            )}
          </div>
          {item.action && (
            <Toast.Action
              altText={item.action.label}
              onClick={item.action.onClick}
              className={clsx(
                'inline-flex h-8 shrink-0 items-center rounded-md border px-3 text-sm font-medium',
                item.variant === 'destructive'
                  ? 'border-white/40 hover:bg-red-700'
                  : 'border-zinc-300 hover:bg-zinc-100',
              )}
            >
              {item.action.label}
            </Toast.Action>
          )}
          <Toast.Close
            aria-label="Close"
            className={clsx(
              'absolute top-2 right-2 inline-flex size-7 items-center justify-center rounded-md',
              item.variant === 'destructive'
                ? 'hover:bg-red-700'
                : 'text-zinc-500 hover:bg-zinc-100',
            )}
          >
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 outline-none sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]" />
    </Toast.Provider>
  );
}
