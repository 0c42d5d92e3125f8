import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import type { FilterChip } from '@/client/lib/url-filters';
import { Button } from '@/client/components/ui/button';
import { LazyDialogFallback } from '@/client/components/lazy-dialog-fallback';
import { FilterChips } from './filter-chips';
import type { FilterSheetProps } from './filter-sheet';
import { SortSelect } from './sort-select';

// The sheet is for phones only: its code loads the first time it is opened. lazy() drops the
// component's type parameter; the props stay checked through this signature.
const FilterSheet = lazy(() => import('./filter-sheet')) as unknown as <F>(
  props: FilterSheetProps<F>,
) => ReactNode;

/**
 * The bar above a feed (docs/product.md, Filters). From 640 px up, a row of compact controls
 * that apply at once; on a phone, one Filters button (with how many are active) that opens every
 * control in a sheet, applied only with Apply. The sort ends the row on both, the chips of the
 * active filters follow it.
 */
export function FilterBar<S extends string, F extends { sort: S }>({
  label,
  filters,
  onChange,
  chips,
  clear,
  sortLabels,
  controls,
  sheetFields,
  action,
}: {
  /** Names the bar for screen readers ("Filter listings"). */
  label: string;
  filters: F;
  onChange: (next: F) => void;
  chips: FilterChip<F>[];
  /** The filters with nothing narrowing them (the search and the sort stay). */
  clear: (filters: F) => F;
  sortLabels: Record<S, string>;
  /** The desktop row's controls. */
  controls: ReactNode;
  /** Every control for the sheet, stacked, editing its copy of the filters. */
  sheetFields: (draft: F, setDraft: (next: F) => void) => ReactNode;
  /** Something to do with the filters as they are (Save search), before the sort. */
  action?: ReactNode;
}) {
  const [sheetOpen, setSheetOpen] = useState(false);
  // Each opening starts a fresh copy of the filters; the sheet stays mounted as it closes, so
  // Radix can hand focus back to the Filters button.
  const [openings, setOpenings] = useState(0);
  const filtersButton = useRef<HTMLButtonElement>(null);
  const sortSelect = (current: F, change: (next: F) => void) => (
    <SortSelect
      value={current.sort}
      labels={sortLabels}
      onChange={(sort) => change({ ...current, sort })}
    />
  );

  return (
    <section aria-label={label} className="mb-6">
      <div className="flex items-center gap-2">
        <div className="hidden flex-wrap items-center gap-2 sm:flex">{controls}</div>
        <Button
          ref={filtersButton}
          variant="outline"
          size="sm"
          className="sm:hidden"
          onClick={() => {
            setOpenings(openings + 1);
            setSheetOpen(true);
          }}
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          Filters
          {chips.length > 0 && (
            <span className="rounded-full bg-zinc-900 px-1.5 text-xs leading-5 text-white">
              {chips.length}
              <span className="sr-only"> active</span>
            </span>
          )}
        </Button>
        <div className="ml-auto flex items-center gap-2">
          {action}
          {sortSelect(filters, onChange)}
        </div>
      </div>
      <FilterChips
        chips={chips}
        filters={filters}
        onChange={onChange}
        onClearAll={() => onChange(clear(filters))}
      />
      {openings > 0 && (
        <Suspense fallback={sheetOpen && <LazyDialogFallback />}>
          <FilterSheet
            key={openings}
            open={sheetOpen}
            returnFocusTo={filtersButton}
            filters={filters}
            clear={clear}
            onApply={onChange}
            onOpenChange={setSheetOpen}
          >
            {(draft, setDraft) => (
              <>
                {sheetFields(draft, setDraft)}
                {sortSelect(draft, setDraft)}
              </>
            )}
          </FilterSheet>
        </Suspense>
      )}
    </section>
  );
}
