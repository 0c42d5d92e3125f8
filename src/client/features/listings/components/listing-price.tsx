import { formatPrice } from '@/shared/format';
import type { Listing } from '@/shared/schemas/listing';
import { Badge } from '@/client/components/ui/badge';
import { visibleDiscount } from '@/client/features/listings/visible-discount';

/** The price in USD; when discounted: current price, struck-out original and the percent off. */
export function ListingPrice({ listing }: { listing: Listing }) {
  const discount = visibleDiscount(listing);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <p className="text-3xl font-bold tracking-tight">
        <span className="sr-only">Price </span>
        {formatPrice(listing.price)}
      </p>
      {discount !== null && listing.originalPrice && (
        <>
          <s className="text-lg text-zinc-500">
            <span className="sr-only">Original price </span>
            {formatPrice(listing.originalPrice)}
          </s>
          <Badge look="discount" className="px-2 py-1 text-xs">
            {discount}% off
          </Badge>
        </>
      )}
    </div>
  );
}
