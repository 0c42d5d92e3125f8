-- The size indexes end with the price in cents, the walked price range's expression
-- (src/server/listings/feed-query.ts, priceWithin): a walk checks the range on the index entry.
DROP INDEX "listings_category_size_feed_idx";--> statement-breakpoint
DROP INDEX "listings_size_feed_idx";--> statement-breakpoint
CREATE INDEX "listings_category_size_feed_idx" ON "listings" USING btree ("category",lower("size"),"bumped_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,(("price" * 100)::integer));--> statement-breakpoint
CREATE INDEX "listings_size_feed_idx" ON "listings" USING btree (lower("size"),"bumped_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,(("price" * 100)::integer));