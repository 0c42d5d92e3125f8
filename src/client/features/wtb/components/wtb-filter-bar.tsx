import { useId } from 'react';
import { WTB_SIZE_MAX } from '@/shared/constants';
import { BrandCombobox } from '@/client/components/brand-combobox';
import { FilterBar } from '@/client/components/filters/filter-bar';
import { FilterChips } from '@/client/components/filters/filter-chips';
import { FilterPopover } from '@/client/components/filters/filter-popover';
import { FreeValuesField } from '@/client/components/filters/free-values-field';
import { MoneyRangeField } from '@/client/components/filters/money-range-field';
import { SortSelect } from '@/client/components/filters/sort-select';
import { Input } from '@/client/components/ui/input';
import { clearWtbFilters, WTB_SORT_LABELS, wtbFilterChips, type WtbFilters } from '../wtb-filters';

type FieldProps = {
  filters: WtbFilters;
  onChange: (next: WtbFilters) => void;
  hideLegend?: boolean;
};

function BrandFilter({ filters, onChange, hideLegend }: FieldProps) {
  return (
    <FreeValuesField
      legend="Brand"
      hideLegend={hideLegend}
      selected={filters.brand}
      onChange={(brand) => onChange({ ...filters, brand })}
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

function SizeFilter({ filters, onChange, hideLegend }: FieldProps) {
  const id = useId();
  return (
    <FreeValuesField
      legend="Size"
      hideLegend={hideLegend}
      selected={filters.size}
      onChange={(size) => onChange({ ...filters, size })}
      field={({ value, setValue }) => (
        <>
          <label htmlFor={id} className="mb-1 block text-xs font-medium text-zinc-600">
            Add a size
          </label>
          <Input
            id={id}
            value={value}
            maxLength={WTB_SIZE_MAX}
            autoComplete="off"
            onChange={(event) => setValue(event.target.value)}
          />
        </>
      )}
    />
  );
}

function BudgetFilter({ filters, onChange, hideLegend }: FieldProps) {
  return (
    <MoneyRangeField
      key={`${filters.minBudget}-${filters.maxBudget}`}
      legend="Budget"
      hideLegend={hideLegend}
      min={filters.minBudget}
      max={filters.maxBudget}
      onCommit={({ min, max }) => onChange({ ...filters, minBudget: min, maxBudget: max })}
    />
  );
}

/** The WTB board's filters and sort (docs/product.md, Filters), built like the listing bar. */
export function WtbFilterBar({
  filters,
  onChange,
}: {
  filters: WtbFilters;
  onChange: (next: WtbFilters) => void;
}) {
  const chips = wtbFilterChips(filters);
  const field = { filters, onChange, hideLegend: true };
  return (
    <FilterBar
      label="Filter WTB requests"
      activeCount={chips.length}
      controls={
        <>
          <FilterPopover label="Brand" activeCount={filters.brand.length}>
            <BrandFilter {...field} />
          </FilterPopover>
          <FilterPopover label="Size" activeCount={filters.size.length}>
            <SizeFilter {...field} />
          </FilterPopover>
          <FilterPopover
            label="Budget"
            activeCount={filters.minBudget || filters.maxBudget ? 1 : 0}
          >
            <BudgetFilter {...field} />
          </FilterPopover>
        </>
      }
      sort={
        <SortSelect
          value={filters.sort}
          labels={WTB_SORT_LABELS}
          onChange={(sort) => onChange({ ...filters, sort })}
        />
      }
      chips={
        <FilterChips
          chips={chips}
          filters={filters}
          onChange={onChange}
          onClearAll={() => onChange(clearWtbFilters(filters))}
        />
      }
      sheet={{
        filters,
        clear: clearWtbFilters,
        onApply: onChange,
        children: (draft, setDraft) => (
          <>
            <BrandFilter filters={draft} onChange={setDraft} />
            <SizeFilter filters={draft} onChange={setDraft} />
            <BudgetFilter filters={draft} onChange={setDraft} />
          </>
        ),
      }}
    />
  );
}
