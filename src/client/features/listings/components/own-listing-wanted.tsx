import { useWantedBy } from '../api/get-wanting';
import { BuyersWanting } from './buyers-wanting';

/** On the seller's own unsold listing: the buyers whose open WTB requests it matches. */
export function OwnListingWanted({ listingId }: { listingId: string }) {
  const { data } = useWantedBy(listingId);
  if (!data) return null;
  return <BuyersWanting count={data.count} requests={data.requests} />;
}
