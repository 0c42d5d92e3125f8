-- Feed pages reuse a listing rendered for the current version of its row
-- (docs/decisions/030-rendered-listings.md). A listing shows its seller's username, picture and
-- admin badge, so when one of those changes, the seller's listings get new row versions too: the
-- page query then reads the listings table alone, without joining users on every request.
-- Rare (a rename, a new picture) and bounded by the seller's listings.
CREATE FUNCTION listings_follow_seller() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE listings SET seller_id = seller_id WHERE seller_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_shown_fields_touch_listings AFTER UPDATE OF username, profile_image_url, is_admin ON users
  FOR EACH ROW
  WHEN (OLD.username IS DISTINCT FROM NEW.username
    OR OLD.profile_image_url IS DISTINCT FROM NEW.profile_image_url
    OR OLD.is_admin IS DISTINCT FROM NEW.is_admin)
  EXECUTE FUNCTION listings_follow_seller();
