ALTER TABLE "wtb_listings" ADD COLUMN "brand_key" text GENERATED ALWAYS AS (brand_key(brand)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_available_feed_idx" ON "listings" USING btree ("bumped_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE not "listings"."is_sold";--> statement-breakpoint
CREATE INDEX "listings_price_idx" ON "listings" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "listings_available_price_idx" ON "listings" USING btree ("price","id") WHERE not "listings"."is_sold";--> statement-breakpoint
CREATE INDEX "listings_reduced_idx" ON "listings" USING btree ("discounted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "listings"."discounted_at" is not null;--> statement-breakpoint
CREATE INDEX "listings_brand_key_feed_idx" ON "listings" USING btree ("brand_key","bumped_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listings_category_size_feed_idx" ON "listings" USING btree ("category",lower("size"),"bumped_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listings_size_feed_idx" ON "listings" USING btree (lower("size"),"bumped_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "wtb_open_brand_feed_idx" ON "wtb_listings" USING btree ("brand_key","bumped_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE not "wtb_listings"."is_fulfilled";--> statement-breakpoint
CREATE INDEX "wtb_open_budget_idx" ON "wtb_listings" USING btree ("max_price" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE not "wtb_listings"."is_fulfilled";