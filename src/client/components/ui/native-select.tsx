import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { inputClasses } from './input';

/**
 * A native select with the input look: the platform's own picker (the wheel on a phone), fully
 * accessible without script. An empty value shows its placeholder option in the placeholder colour.
 */
export function NativeSelect({ className, value, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        value={value}
        className={inputClasses(
          clsx('appearance-none pr-9', value === '' && 'text-zinc-500', className),
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-zinc-500"
      />
    </div>
  );
}
