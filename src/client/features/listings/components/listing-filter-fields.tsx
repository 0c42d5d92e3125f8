import { useId } from 'react';
import { CATEGORIES, CONDITIONS, LISTING_SIZE_MAX } from '@/shared/constants';
import { BrandValuesField } from '@/client/components/filters/brand-values-field';
import {
  CheckboxGroup,
  choiceClasses,
  legendClasses,
} from '@/client/components/filters/checkbox-group';
import { MoneyRangeField } from '@/client/components/filters/money-range-field';
import { SizeValuesField } from '@/client/components/filters/size-values-field';
import { COMMON_SIZES, type ListingFilters, type ListingStatusFilter } from '../listing-filters';

/** Each filter's controls, used in the desktop popovers (legend hidden) and the phone sheet. */
export type ListingFieldProps = {
  filters: ListingFilters;
  onChange: (next: ListingFilters) => void;
  /** In a popover the button above already names the filter. */
  hideLegend?: boolean;
};

export function CategoryFilter({ filters, onChange, hideLegend }: ListingFieldProps) {
  const set = (category: ListingFilters['category']) => onChange({ ...filters, category });
  return (
    <CheckboxGroup
      {...{ legend: 'Category', hideLegend, options: CATEGORIES, selected: filters.category }}
      onChange={set}
    />
  );
}

export function ConditionFilter({ filters, onChange, hideLegend }: ListingFieldProps) {
  const set = (condition: ListingFilters['condition']) => onChange({ ...filters, condition });
  return (
    <CheckboxGroup
      {...{ legend: 'Condition', hideLegend, options: CONDITIONS, selected: filters.condition }}
      onChange={set}
    />
  );
}

export function SizeFilter({ filters, onChange, hideLegend }: ListingFieldProps) {
  return (
    <SizeValuesField
      selected={filters.size}
      onChange={(size) => onChange({ ...filters, size })}
      hideLegend={hideLegend}
      common={COMMON_SIZES}
      maxLength={LISTING_SIZE_MAX}
    />
  );
}

export function PriceFilter({ filters, onChange, hideLegend }: ListingFieldProps) {
  return (
    <MoneyRangeField
      key={`${filters.minPrice}-${filters.maxPrice}`}
      legend="Price"
      hideLegend={hideLegend}
      min={filters.minPrice}
      max={filters.maxPrice}
      onCommit={({ min, max }) => onChange({ ...filters, minPrice: min, maxPrice: max })}
    />
  );
}

export function BrandFilter({ filters, onChange, hideLegend }: ListingFieldProps) {
  return (
    <BrandValuesField
      selected={filters.brand}
      onChange={(brand) => onChange({ ...filters, brand })}
      hideLegend={hideLegend}
    />
  );
}

export function OnSaleFilter({ filters, onChange }: ListingFieldProps) {
  return (
    <label className={choiceClasses()}>
      <input
        type="checkbox"
        checked={filters.discounted}
        onChange={(event) => onChange({ ...filters, discounted: event.target.checked })}
      />
      On sale only
    </label>
  );
}

const STATUS_LABELS: Record<ListingStatusFilter, string> = {
  all: 'Available and sold',
  available: 'Available',
  sold: 'Sold',
};

export function StatusFilter({ filters, onChange, hideLegend }: ListingFieldProps) {
  const name = useId();
  return (
    <fieldset>
      <legend className={legendClasses(hideLegend ?? false)}>Status</legend>
      {(Object.keys(STATUS_LABELS) as ListingStatusFilter[]).map((status) => (
        <label key={status} className={choiceClasses()}>
          <input
            type="radio"
            name={name}
            value={status}
            checked={filters.status === status}
            onChange={() => onChange({ ...filters, status })}
          />
          {STATUS_LABELS[status]}
        </label>
      ))}
    </fieldset>
  );
}
