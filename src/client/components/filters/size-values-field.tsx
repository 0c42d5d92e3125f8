import { useId } from 'react';
import { Input } from '@/client/components/ui/input';
import { FreeValuesField } from './free-values-field';

/** A size filter: common sizes to tick, and a field for any other size (up to `maxLength`). */
export function SizeValuesField({
  selected,
  onChange,
  hideLegend,
  common,
  maxLength,
}: {
  selected: readonly string[];
  onChange: (next: string[]) => void;
  hideLegend?: boolean;
  common?: readonly string[];
  maxLength: number;
}) {
  const id = useId();
  return (
    <FreeValuesField
      legend="Size"
      hideLegend={hideLegend}
      common={common}
      selected={selected}
      onChange={onChange}
      field={({ value, setValue }) => (
        <>
          <label htmlFor={id} className="mb-1 block text-xs font-medium text-zinc-600">
            {common ? 'Other size' : 'Add a size'}
          </label>
          <Input
            id={id}
            value={value}
            maxLength={maxLength}
            autoComplete="off"
            onChange={(event) => setValue(event.target.value)}
          />
        </>
      )}
    />
  );
}
