-- What only the feed's planner in Node and its rendered-listing cache read (decision 054): the
-- count of brands ever added (migration 0020, decision 044) and the rewrite of a seller's
-- listings when their name, picture or badge changes (migration 0008, decision 030). The feed
-- cache still hears those changes through users_feed_changed (migration 0005).
DROP TRIGGER brands_count_additions ON brands;--> statement-breakpoint
DROP FUNCTION count_brand_additions();--> statement-breakpoint
DROP TABLE brand_additions;--> statement-breakpoint
DROP TRIGGER users_shown_fields_touch_listings ON users;--> statement-breakpoint
DROP FUNCTION listings_follow_seller();
