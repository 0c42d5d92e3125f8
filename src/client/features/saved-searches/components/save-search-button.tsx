import { BookmarkPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { LazyDialogFallback } from '@/client/components/lazy-dialog-fallback';
import { Button, buttonClasses } from '@/client/components/ui/button';
import { useAuth } from '@/client/lib/auth';

const SaveSearchDialog = lazy(() => import('./save-search-dialog'));

/**
 * "Save search" beside the feed's filters (docs/product.md, Saved searches): a dialog for the
 * signed in, the sign-in page for visitors.
 */
export function SaveSearchButton({ query, defaultName }: { query: string; defaultName: string }) {
  const { user } = useAuth();
  // Each opening starts a fresh form with the name of the filters as they are now.
  const [openings, setOpenings] = useState(0);
  const [open, setOpen] = useState(false);
  const label = (
    <>
      <BookmarkPlus aria-hidden="true" className="size-4" />
      {/* On a phone the icon alone, so the sort keeps its width; the name stays for readers. */}
      <span className="max-sm:sr-only">Save search</span>
    </>
  );
  if (!user) {
    return (
      <Link href="/login" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
        {label}
      </Link>
    );
  }
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          setOpenings(openings + 1);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      {openings > 0 && (
        <Suspense fallback={open && <LazyDialogFallback />}>
          <SaveSearchDialog
            key={openings}
            query={query}
            defaultName={defaultName}
            open={open}
            onOpenChange={setOpen}
          />
        </Suspense>
      )}
    </>
  );
}
