import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/client/components/ui/button';
import { ChoiceList, includesValue, legendClasses } from './checkbox-group';

/**
 * A filter of typed values (sizes, brands): checkboxes for the common values and those already
 * chosen, and a field to add any other. Enter or Add adds what was typed.
 */
export function FreeValuesField({
  legend,
  hideLegend = false,
  common = [],
  selected,
  onChange,
  field,
}: {
  legend: string;
  hideLegend?: boolean;
  common?: readonly string[];
  selected: readonly string[];
  onChange: (next: string[]) => void;
  /** The text field, given its value, its setter and a way to add a value at once. */
  field: (input: {
    value: string;
    setValue: (value: string) => void;
    add: (value: string) => void;
  }) => ReactNode;
}) {
  const [draft, setDraft] = useState('');
  const options = [...common, ...selected.filter((value) => !includesValue(common, value))];

  function add(value: string) {
    const trimmed = value.trim();
    if (trimmed && !includesValue(selected, trimmed)) onChange([...selected, trimmed]);
    setDraft('');
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    // The page's own forms (the search) must not see this one's Enter.
    event.stopPropagation();
    add(draft);
  }

  return (
    <fieldset>
      <legend className={legendClasses(hideLegend)}>{legend}</legend>
      {options.length > 0 && (
        <ChoiceList
          options={options}
          selected={selected}
          onChange={onChange}
          columns={common.length > 0 ? 3 : 1}
        />
      )}
      <form onSubmit={submit} className="mt-2 flex items-end gap-2">
        <div className="min-w-0 flex-1">{field({ value: draft, setValue: setDraft, add })}</div>
        <Button type="submit" variant="outline">
          Add
        </Button>
      </form>
    </fieldset>
  );
}
