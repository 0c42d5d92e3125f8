import { useWatch, type Control } from 'react-hook-form';
import type { ListingFormValues } from '@/client/features/listings/hooks/use-listing-form';
import { useWanting } from '../api/get-wanting';
import { BuyersWantingLine } from './buyers-wanting';

/**
 * In Create New Listing and Edit Listing: how many open WTB requests the listing as typed would
 * match, asked once typing pauses. An edit keeps the listing's current price (`fixedPrice`).
 */
export function FormBuyersWanting<Parsed>({
  control,
  fixedPrice,
}: {
  control: Control<ListingFormValues, unknown, Parsed>;
  fixedPrice?: string;
}) {
  const [brand, size, price] = useWatch({ control, name: ['brand', 'size', 'price'] });
  const { data } = useWanting({ brand, size, price: fixedPrice ?? price });
  return <BuyersWantingLine count={data?.count ?? 0} />;
}
