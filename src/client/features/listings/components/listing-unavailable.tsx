import { ArrowLeft, SearchX, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button, buttonClasses } from '@/client/components/ui/button';

function Unavailable({
  icon: Icon,
  title,
  text,
  children,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center">
      <Icon aria-hidden="true" className="size-12 text-zinc-400" strokeWidth={1.5} />
      <h1 className="mt-4 text-2xl font-semibold">{title}</h1>
      <p className="mt-2 text-zinc-600">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {children}
        <Link href="/" className={buttonClasses({ variant: 'outline' })}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Listings
        </Link>
      </div>
    </div>
  );
}

/** An unknown or malformed listing id (404 or 400). */
export function ListingNotFound() {
  return (
    <Unavailable
      icon={SearchX}
      title="Listing Not Found"
      text="The listing you're looking for doesn't exist."
    />
  );
}

export function ListingLoadError({ onRetry }: { onRetry: () => unknown }) {
  return (
    <Unavailable
      icon={TriangleAlert}
      title="Error Loading Listing"
      text="Failed to load the listing. Please try again."
    >
      <Button onClick={() => void onRetry()}>Try Again</Button>
    </Unavailable>
  );
}
