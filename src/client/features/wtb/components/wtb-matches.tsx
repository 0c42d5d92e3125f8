import { Link } from 'wouter';
import { formatPrice } from '@/shared/format';
import type { Listing } from '@/shared/schemas/listing';
import { DialogClose } from '@/client/components/ui/dialog';
import { useWtbMatches } from '../api/get-wtb-matches';

/**
 * docs/product.md, WTB detail: the available listings that match the request, newest first, each
 * a compact card opening its listing.
 */
export function WtbMatches({ wtbId }: { wtbId: string }) {
  const { data, isPending, isError } = useWtbMatches(wtbId);
  return (
    <section aria-labelledby="wtb-matches" className="mt-5">
      <h4 id="wtb-matches" className="text-sm font-semibold">
        Matches
      </h4>
      {isPending ? (
        <p className="mt-1 text-sm text-zinc-500">Looking for matching listings…</p>
      ) : isError ? (
        <p className="mt-1 text-sm text-zinc-500">Matches could not be loaded.</p>
      ) : data.listings.length === 0 ? (
        <p className="mt-1 text-sm text-zinc-500">
          No listings match yet. We&apos;ll notify you when one is listed.
        </p>
      ) : (
        <ul className="mt-2 grid max-h-72 grid-cols-[minmax(0,1fr)] gap-2 overflow-y-auto">
          {data.listings.map((listing) => (
            <li key={listing.id}>
              <MatchCard listing={listing} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function MatchCard({ listing }: { listing: Listing }) {
  const thumbnail = listing.thumbnails[0];
  return (
    <DialogClose asChild>
      <Link
        href={`/listing/${listing.id}`}
        className="flex items-center gap-3 rounded-lg border border-zinc-200 p-2 hover:bg-zinc-50"
      >
        {thumbnail ? (
          <img
            src={thumbnail}
            alt=""
            loading="lazy"
            className="size-14 shrink-0 rounded-md bg-zinc-100 object-cover"
          />
        ) : (
          <span aria-hidden="true" className="size-14 shrink-0 rounded-md bg-zinc-100" />
        )}
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium">{listing.title}</span>
          <span className="block text-xs text-zinc-500">
            Size <span className="uppercase">{listing.size}</span>
            {listing.isSold && ' · Sold'}
          </span>
        </span>
        <span className="shrink-0 text-sm font-semibold">{formatPrice(listing.price)}</span>
      </Link>
    </DialogClose>
  );
}
