import { useId, useState, type KeyboardEvent } from 'react';
import { sanitizeDecimalInput } from '@/shared/format';
import { MoneyInput } from '@/client/components/ui/money-input';
import { isDollarAmount } from '@/client/lib/url-filters';
import { legendClasses } from './checkbox-group';

type Range = { min: string; max: string };

/** What is wrong with a range as typed, or null when it can be applied. */
export function rangeError({ min, max }: Range): string | null {
  if ((min && !isDollarAmount(min)) || (max && !isDollarAmount(max))) {
    return 'Enter an amount like 25 or 25.50';
  }
  if (min && max && Number(min) > Number(max)) return 'Min must not be above max';
  return null;
}

/**
 * A min/max dollar range (price, budget). It applies when a field is left or Enter is pressed,
 * not on every keystroke, so typing "300" is one change (one history entry), not three. Give it
 * `key={min + max}` so a range removed elsewhere (a chip) resets what it shows.
 */
export function MoneyRangeField({
  legend,
  hideLegend = false,
  min,
  max,
  onCommit,
}: {
  legend: string;
  hideLegend?: boolean;
  min: string;
  max: string;
  onCommit: (range: Range) => void;
}) {
  const [draft, setDraft] = useState<Range>({ min, max });
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  function commit() {
    const problem = rangeError(draft);
    setError(problem);
    if (!problem && (draft.min !== min || draft.max !== max)) onCommit(draft);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    commit();
  }

  const bound = (name: keyof Range, label: string) => (
    <div className="min-w-0 flex-1">
      <label htmlFor={`${id}-${name}`} className="mb-1 block text-xs font-medium text-zinc-600">
        {label}
      </label>
      <MoneyInput
        id={`${id}-${name}`}
        value={draft[name]}
        placeholder={name === 'min' ? 'No min' : 'No max'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) =>
          setDraft({ ...draft, [name]: sanitizeDecimalInput(event.target.value) })
        }
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
    </div>
  );

  return (
    <fieldset>
      <legend className={legendClasses(hideLegend)}>{legend}</legend>
      <div className="flex items-end gap-2">
        {bound('min', `Min ${legend.toLowerCase()}`)}
        <span aria-hidden="true" className="pb-2.5 text-zinc-500">
          –
        </span>
        {bound('max', `Max ${legend.toLowerCase()}`)}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
