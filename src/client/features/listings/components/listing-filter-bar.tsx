import type { ReactNode } from 'react';
import { FilterBar } from '@/client/components/filters/filter-bar';
import { filterControlClasses, FilterPopover } from '@/client/components/filters/filter-popover';
import {
  clearListingFilters,
  LISTING_SORT_LABELS,
  listingFilterChips,
  type ListingFilters,
} from '../listing-filters';
import {
  BrandFilter,
  CategoryFilter,
  ConditionFilter,
  OnSaleFilter,
  PriceFilter,
  SizeFilter,
  StatusFilter,
} from './listing-filter-fields';

/**
 * The filters and sort above a listing feed (docs/product.md, Filters). A profile tab leaves out
 * the status filter: the tab itself is the status.
 */
export function ListingFilterBar({
  filters,
  onChange,
  withStatus = true,
  action,
}: {
  filters: ListingFilters;
  onChange: (next: ListingFilters) => void;
  withStatus?: boolean;
  /** Beside the sort: the home feed's Save search. */
  action?: ReactNode;
}) {
  const field = { filters, onChange, hideLegend: true };
  return (
    <FilterBar
      label="Filter listings"
      filters={filters}
      onChange={onChange}
      chips={listingFilterChips(withStatus ? filters : { ...filters, status: 'all' })}
      clear={clearListingFilters}
      sortLabels={LISTING_SORT_LABELS}
      action={action}
      controls={
        <>
          <FilterPopover label="Category" activeCount={filters.category.length}>
            <CategoryFilter {...field} />
          </FilterPopover>
          <FilterPopover label="Size" activeCount={filters.size.length}>
            <SizeFilter {...field} />
          </FilterPopover>
          <FilterPopover label="Condition" activeCount={filters.condition.length}>
            <ConditionFilter {...field} />
          </FilterPopover>
          <FilterPopover label="Price" activeCount={filters.minPrice || filters.maxPrice ? 1 : 0}>
            <PriceFilter {...field} />
          </FilterPopover>
          <FilterPopover label="Brand" activeCount={filters.brand.length}>
            <BrandFilter {...field} />
          </FilterPopover>
          <button
            type="button"
            aria-pressed={filters.discounted}
            className={filterControlClasses(filters.discounted)}
            onClick={() => onChange({ ...filters, discounted: !filters.discounted })}
          >
            On sale
          </button>
          {withStatus && (
            <FilterPopover label="Status" activeCount={filters.status === 'all' ? 0 : 1}>
              <StatusFilter {...field} />
            </FilterPopover>
          )}
        </>
      }
      sheetFields={(draft, setDraft) => {
        const sheetField = { filters: draft, onChange: setDraft };
        return (
          <>
            <CategoryFilter {...sheetField} />
            <SizeFilter {...sheetField} />
            <ConditionFilter {...sheetField} />
            <PriceFilter {...sheetField} />
            <BrandFilter {...sheetField} />
            <OnSaleFilter {...sheetField} />
            {withStatus && <StatusFilter {...sheetField} />}
          </>
        );
      }}
    />
  );
}
