import { BrandCombobox } from '@/client/components/brand-combobox';
import { FreeValuesField } from './free-values-field';

/** A brand filter: the brands chosen so far, and a brand field (with suggestions) to add one. */
export function BrandValuesField({
  selected,
  onChange,
  hideLegend,
}: {
  selected: readonly string[];
  onChange: (next: string[]) => void;
  hideLegend?: boolean;
}) {
  return (
    <FreeValuesField
      legend="Brand"
      hideLegend={hideLegend}
      selected={selected}
      onChange={onChange}
      field={({ value, setValue, add }) => (
        <BrandCombobox
          label="Add a brand"
          value={value}
          onChange={setValue}
          onSelect={add}
          placeholder="e.g. Nike"
          className="[&>label]:text-xs [&>label]:text-zinc-600"
        />
      )}
    />
  );
}
