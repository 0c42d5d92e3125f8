import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { savedSearchPath } from '@/shared/saved-search-query';
import type { SavedSearch } from '@/shared/schemas/saved-search';
import { Button, buttonClasses } from '@/client/components/ui/button';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { useDeleteSavedSearch } from '../api/delete-saved-search';

function SavedSearchRow({
  search,
  summary,
  onDelete,
}: {
  search: SavedSearch;
  summary: string;
  onDelete: () => void;
}) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-zinc-200 bg-white p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <h2 className="font-semibold break-words">{search.name}</h2>
        <p className="mt-0.5 text-sm break-words text-zinc-600">{summary}</p>
      </div>
      <div className="flex gap-2">
        <Link
          href={savedSearchPath(search.query)}
          className={buttonClasses({ size: 'sm', className: 'flex-1 sm:flex-none' })}
          aria-label={`Open ${search.name}`}
        >
          Open
        </Link>
        <Button
          variant="outline"
          size="sm"
          className="flex-1 sm:flex-none"
          aria-label={`Delete ${search.name}`}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </Button>
      </div>
    </li>
  );
}

/**
 * The person's saved searches (docs/product.md, Saved searches), each with what it filters by
 * (`describe` reads its query), Open and Delete (after a confirm).
 */
export function SavedSearchList({
  searches,
  describe,
}: {
  searches: SavedSearch[];
  describe: (query: string) => string;
}) {
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const remove = useDeleteSavedSearch();
  return (
    <>
      <ul className="grid gap-3">
        {searches.map((search) => (
          <SavedSearchRow
            key={search.id}
            search={search}
            summary={describe(search.query)}
            onDelete={() => setDeleting(search)}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete this saved search?"
        description={`“${deleting?.name ?? ''}” and its alerts for new listings will be gone.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      />
    </>
  );
}
