import { clsx } from 'clsx';

/** The label of a group of filter choices; hidden in a popover whose button already names it. */
export function legendClasses(hidden: boolean): string {
  return hidden ? 'sr-only' : 'mb-2 text-sm font-semibold text-zinc-900';
}

/** A choice in a filter: a native checkbox or radio with its label, easy to hit on a phone. */
export function choiceClasses(className?: string): string {
  return clsx(
    'flex min-h-9 cursor-pointer items-center gap-2.5 rounded-md px-1 text-sm text-zinc-800 hover:bg-zinc-50',
    '[&>input]:size-4 [&>input]:shrink-0 [&>input]:accent-zinc-900',
    className,
  );
}

/** Adds or removes one value (compared without case, as sizes and brands are matched). */
export function toggleValue<T extends string>(list: readonly T[], value: T, on: boolean): T[] {
  const rest = list.filter((item) => item.toLowerCase() !== value.toLowerCase());
  return on ? [...rest, value] : rest;
}

export function includesValue(list: readonly string[], value: string): boolean {
  return list.some((item) => item.toLowerCase() === value.toLowerCase());
}

/** Checkboxes for values, checked when chosen; a change hands over the new list. */
export function ChoiceList<T extends string>({
  options,
  selected,
  onChange,
  columns = 1,
}: {
  options: readonly T[];
  selected: readonly T[];
  onChange: (next: T[]) => void;
  columns?: 1 | 3;
}) {
  return (
    <div className={clsx('grid gap-x-2', columns === 3 && 'grid-cols-3')}>
      {options.map((option) => (
        <label key={option} className={choiceClasses()}>
          <input
            type="checkbox"
            checked={includesValue(selected, option)}
            onChange={(event) => onChange(toggleValue(selected, option, event.target.checked))}
          />
          {option}
        </label>
      ))}
    </div>
  );
}

/** A multiple choice filter (categories, conditions): one checkbox per value. */
export function CheckboxGroup<T extends string>({
  legend,
  hideLegend = false,
  options,
  selected,
  onChange,
}: {
  legend: string;
  hideLegend?: boolean;
  options: readonly T[];
  selected: readonly T[];
  onChange: (next: T[]) => void;
}) {
  return (
    <fieldset>
      <legend className={legendClasses(hideLegend)}>{legend}</legend>
      <ChoiceList options={options} selected={selected} onChange={onChange} />
    </fieldset>
  );
}
