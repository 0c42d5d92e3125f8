import { useId } from 'react';
import { CATEGORIES, CONDITIONS, LISTING_SIZE_MAX } from '@/shared/constants';
import { BrandCombobox } from '@/client/components/brand-combobox';
import {
  CheckboxGroup,
  choiceClasses,
  legendClasses,
} from '@/client/components/filters/checkbox-group';
import { FreeValuesField } from '@/client/components/filters/free-values-field';
import { MoneyRangeField } from '@/client/components/filters/money-range-field';
import { Input } from '@/client/components/ui/input';
import {
  COMMON_SIZES,
  LISTING_STATUSES,
  type ListingFilters,
  type ListingStatusFilter,
} from '../listing-filters';

/** Each filter's controls, used in the desktop popovers (legend hidden) and the phone sheet. */
export type ListingFieldProps = {
  filters: ListingFilters;
  onChange: (next: ListingFilters) => void;
  /** In a popover the button above already names the filter. */
  hideLegend?: boolean;
};

export function CategoryFilter({ filters, onChange, hideLegend }: ListingFieldProps) {
  return (
    <CheckboxGroup
      legend="Category"
      hideLegend={hideLegend}
      options={CATEGORIES}
      selected={filters.category}
      onChange={(category) => onChange({ ...filters, category })}
    />
  );
}

export function ConditionFilter({ filters, onChange, hideLegend }: ListingFieldProps) {
  return (
    <CheckboxGroup
      legend="Condition"
      hideLegend={hideLegend}
      options={CONDITIONS}
      selected={filters.condition}
      onChange={(condition) => onChange({ ...filters, condition })}
    />
  );
}

export function SizeFilter({ filters, onChange, hideLegend }: ListingFieldProps) {
  const otherId = useId();
  return (
    <FreeValuesField
      legend="Size"
      hideLegend={hideLegend}
      common={COMMON_SIZES}
      selected={filters.size}
      onChange={(size) => onChange({ ...filters, size })}
      field={({ value, setValue }) => (
        <>
          <label htmlFor={otherId} className="mb-1 block text-xs font-medium text-zinc-600">
            Other size
          </label>
          <Input
            id={otherId}
            value={value}
            maxLength={LISTING_SIZE_MAX}
            autoComplete="off"
            onChange={(event) => setValue(event.target.value)}
          />
        </>
      )}
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
      {LISTING_STATUSES.map((status) => (
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
