-- Every instance keeps the feed's hot pages for a moment (src/server/http/response-cache.ts).
-- Any committed change to what a feed page shows tells every instance to forget them
-- (src/server/listings/feed-cache-invalidation.ts): one notice per statement, and PostgreSQL
-- folds identical notices of one transaction into one, delivered at commit.
-- See docs/decisions/022-feed-cache-invalidation.md.
CREATE FUNCTION notify_feed_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rotation_feed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER listings_feed_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON listings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_feed_changed();
--> statement-breakpoint
CREATE TRIGGER listing_images_feed_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON listing_images
  FOR EACH STATEMENT EXECUTE FUNCTION notify_feed_changed();
--> statement-breakpoint
-- A listing shows its seller's username, picture and admin badge; other user columns (sign-in
-- times, e-mail) change no feed page. A deleted user's listings go by cascade, which the
-- listings trigger reports.
CREATE TRIGGER users_feed_changed AFTER UPDATE OF username, profile_image_url, is_admin ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_feed_changed();
