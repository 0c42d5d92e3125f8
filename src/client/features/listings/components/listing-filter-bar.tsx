import { FilterBar } from '@/client/components/filters/filter-bar';
import { FilterChips } from '@/client/components/filters/filter-chips';
import { filterControlClasses, FilterPopover } from '@/client/components/filters/filter-popover';
import { SortSelect } from '@/client/components/filters/sort-select';
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
}: {
  filters: ListingFilters;
  onChange: (next: ListingFilters) => void;
  withStatus?: boolean;
}) {
  const chips = listingFilterChips(withStatus ? filters : { ...filters, status: 'all' });
  const count = (values: readonly string[]) => values.length;
  const field = { filters, onChange, hideLegend: true };

  return (
    <FilterBar
      label="Filter listings"
      activeCount={chips.length}
      controls={
        <>
          <FilterPopover label="Category" activeCount={count(filters.category)}>
            <CategoryFilter {...field} />
          </FilterPopover>
          <FilterPopover label="Size" activeCount={count(filters.size)}>
            <SizeFilter {...field} />
          </FilterPopover>
          <FilterPopover label="Condition" activeCount={count(filters.condition)}>
            <ConditionFilter {...field} />
          </FilterPopover>
          <FilterPopover label="Price" activeCount={filters.minPrice || filters.maxPrice ? 1 : 0}>
            <PriceFilter {...field} />
          </FilterPopover>
          <FilterPopover label="Brand" activeCount={count(filters.brand)}>
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
      sort={
        <SortSelect
          value={filters.sort}
          labels={LISTING_SORT_LABELS}
          onChange={(sort) => onChange({ ...filters, sort })}
        />
      }
      chips={
        <FilterChips
          chips={chips}
          filters={filters}
          onChange={onChange}
          onClearAll={() => onChange(clearListingFilters(filters))}
        />
      }
      sheet={{
        filters,
        clear: clearListingFilters,
        onApply: onChange,
        children: (draft, setDraft) => {
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
        },
      }}
    />
  );
}
