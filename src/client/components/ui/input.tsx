import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

/** The look every text control shares: border, focus ring, disabled, red when aria-invalid. */
const controlLook = clsx(
  'w-full rounded-lg border border-zinc-300 bg-white px-3 text-base text-zinc-900 placeholder:text-zinc-500 sm:text-sm',
  'focus-visible:border-zinc-900 focus-visible:ring-2 focus-visible:ring-zinc-900/15 focus-visible:outline-none',
  'disabled:cursor-not-allowed disabled:bg-zinc-50 disabled:text-zinc-500',
  'aria-[invalid=true]:border-red-600 aria-[invalid=true]:focus-visible:ring-red-600/20',
);

/** The text input look, with a red border when aria-invalid is set. */
export function inputClasses(className?: string): string {
  return clsx('h-10', controlLook, className);
}

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={inputClasses(className)} {...props} />;
}

/** A multi-line text field with the input look; it grows by dragging, never sideways. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={clsx('min-h-24 resize-y py-2', controlLook, className)} {...props} />;
}

/** An e-mail address input: the right keyboard and autofill, no autocorrect or capitals. */
export function EmailInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <Input
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      required
      {...props}
    />
  );
}
