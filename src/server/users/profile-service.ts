import type { ListingPage } from '@/shared/schemas/listing';
import type { WtbPage } from '@/shared/schemas/wtb';
import type { Database } from '@/server/db/client';
import { listSellerListings } from '@/server/listings/read-service';
import { listOpenWtb } from '@/server/wtb/service';
import { requireUserId } from './service';

// What a profile shows of other modules' posts, asked of their services by the person's name. Apart
// from service.ts because listings reads users' service (a seller by name): a file of its own
// keeps the import graph without a cycle.

/** GET /api/users/{username}/listings */
export async function listingsOf(
  db: Database,
  username: string,
  query: Parameters<typeof listSellerListings>[2],
): Promise<ListingPage> {
  return listSellerListings(db, await requireUserId(db, username), query);
}

/** GET /api/users/{username}/wtb-listings: the person's open requests. */
export async function openRequestsOf(
  db: Database,
  username: string,
  query: { limit: number; cursor?: string },
): Promise<WtbPage> {
  return listOpenWtb(db, { ...query, buyerId: await requireUserId(db, username) });
}
