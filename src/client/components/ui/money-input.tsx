import type { ComponentProps } from 'react';
import { Input } from './input';

/** A USD amount: a "$" before a decimal text input (prices and budgets travel as strings). */
export function MoneyInput(props: Omit<ComponentProps<typeof Input>, 'inputMode' | 'className'>) {
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-zinc-500"
      >
        $
      </span>
      <Input
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        {...props}
        className="pl-7"
      />
    </div>
  );
}
