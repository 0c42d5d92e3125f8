import { X } from 'lucide-react';
import type { FilterChip } from '@/client/lib/url-filters';
import { Button } from '@/client/components/ui/button';

/** The active filters as removable chips, and Clear all (docs/product.md, Filters). */
export function FilterChips<F>({
  chips,
  filters,
  onChange,
  onClearAll,
}: {
  chips: FilterChip<F>[];
  filters: F;
  onChange: (next: F) => void;
  onClearAll: () => void;
}) {
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Active filters" className="mt-3 flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <li
          key={chip.key}
          className="inline-flex h-8 items-center gap-1 rounded-full bg-zinc-100 pr-1 pl-3 text-sm text-zinc-800"
        >
          {chip.label}
          <button
            type="button"
            aria-label={`Remove ${chip.label}`}
            onClick={() => onChange(chip.without(filters))}
            className="inline-flex size-6 items-center justify-center rounded-full text-zinc-500 hover:bg-zinc-200 hover:text-zinc-900"
          >
            <X aria-hidden="true" className="size-3.5" />
          </button>
        </li>
      ))}
      <li>
        <Button variant="ghost" size="sm" onClick={onClearAll}>
          Clear all
        </Button>
      </li>
    </ul>
  );
}
