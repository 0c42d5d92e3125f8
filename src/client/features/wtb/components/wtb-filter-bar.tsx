import type { ReactNode } from 'react';
import { WTB_SIZE_MAX } from '@/shared/constants';
import { BrandValuesField } from '@/client/components/filters/brand-values-field';
import { FilterBar } from '@/client/components/filters/filter-bar';
import { FilterPopover } from '@/client/components/filters/filter-popover';
import { MoneyRangeField } from '@/client/components/filters/money-range-field';
import { SizeValuesField } from '@/client/components/filters/size-values-field';
import { clearWtbFilters, WTB_SORT_LABELS, wtbFilterChips, type WtbFilters } from '../wtb-filters';

type Field = 'brand' | 'size' | 'budget';

type FieldProps = {
  filters: WtbFilters;
  onChange: (next: WtbFilters) => void;
  hideLegend?: boolean;
};

/** The brand, size and budget controls, in a popover each on desktop or stacked in the sheet. */
function WtbFields({ filters, onChange, hideLegend, only }: FieldProps & { only?: Field }) {
  const fields: Record<Field, ReactNode> = {
    brand: (
      <BrandValuesField
        selected={filters.brand}
        onChange={(brand) => onChange({ ...filters, brand })}
        hideLegend={hideLegend}
      />
    ),
    size: (
      <SizeValuesField
        selected={filters.size}
        onChange={(size) => onChange({ ...filters, size })}
        hideLegend={hideLegend}
        maxLength={WTB_SIZE_MAX}
      />
    ),
    budget: (
      <MoneyRangeField
        key={`${filters.minBudget}-${filters.maxBudget}`}
        legend="Budget"
        hideLegend={hideLegend}
        min={filters.minBudget}
        max={filters.maxBudget}
        onCommit={({ min, max }) => onChange({ ...filters, minBudget: min, maxBudget: max })}
      />
    ),
  };
  if (only) return fields[only];
  return (
    <>
      {fields.brand}
      {fields.size}
      {fields.budget}
    </>
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
  const field = { filters, onChange, hideLegend: true };
  return (
    <FilterBar
      label="Filter WTB requests"
      filters={filters}
      onChange={onChange}
      chips={wtbFilterChips(filters)}
      clear={clearWtbFilters}
      sortLabels={WTB_SORT_LABELS}
      controls={
        <>
          <FilterPopover label="Brand" activeCount={filters.brand.length}>
            <WtbFields {...field} only="brand" />
          </FilterPopover>
          <FilterPopover label="Size" activeCount={filters.size.length}>
            <WtbFields {...field} only="size" />
          </FilterPopover>
          <FilterPopover
            label="Budget"
            activeCount={filters.minBudget || filters.maxBudget ? 1 : 0}
          >
            <WtbFields {...field} only="budget" />
          </FilterPopover>
        </>
      }
      sheetFields={(draft, setDraft) => <WtbFields filters={draft} onChange={setDraft} />}
    />
  );
}
