import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button } from '@/client/components/ui/button';
import { LazyDialogFallback } from '@/client/components/lazy-dialog-fallback';
import type { FilterSheetProps } from './filter-sheet';

// The sheet is for phones only: its code loads the first time it is opened.
// lazy() drops the component's type parameter; the props stay checked through this signature.
const FilterSheet = lazy(() => import('./filter-sheet')) as unknown as <F>(
  props: FilterSheetProps<F>,
) => ReactNode;

/**
 * The bar above a feed (docs/product.md, Filters). From 640 px up, a row of compact controls
 * that apply at once; on a phone, one Filters button (with how many are active) that opens every
 * control in a sheet, applied only with Apply. The sort sits at the end of the row on both.
 */
export function FilterBar<F>({
  label,
  controls,
  sort,
  activeCount,
  chips,
  sheet,
}: {
  /** Names the bar for screen readers ("Filter listings"). */
  label: string;
  /** The desktop row's controls. */
  controls: ReactNode;
  sort: ReactNode;
  activeCount: number;
  /** The chips of the active filters, under the bar. */
  chips: ReactNode;
  sheet: Omit<FilterSheetProps<F>, 'onOpenChange'>;
}) {
  const [sheetOpen, setSheetOpen] = useState(false);
  return (
    <section aria-label={label} className="mb-6">
      <div className="flex items-center gap-2">
        <div className="hidden flex-wrap items-center gap-2 sm:flex">{controls}</div>
        <Button
          variant="outline"
          size="sm"
          className="sm:hidden"
          onClick={() => setSheetOpen(true)}
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          Filters
          {activeCount > 0 && (
            <span className="rounded-full bg-zinc-900 px-1.5 text-xs leading-5 text-white">
              {activeCount}
              <span className="sr-only"> active</span>
            </span>
          )}
        </Button>
        <div className="ml-auto">{sort}</div>
      </div>
      {chips}
      {sheetOpen && (
        <Suspense fallback={<LazyDialogFallback />}>
          <FilterSheet {...sheet} onOpenChange={setSheetOpen} />
        </Suspense>
      )}
    </section>
  );
}
