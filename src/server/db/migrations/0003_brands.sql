-- Brands compare with case, accents, spacing and punctuation ignored: "Stüssy", "stussy" and
-- "STUSSY " are one brand. unaccent is STABLE (its dictionary could change), so it is called with
-- the dictionary named, inside a function declared IMMUTABLE, as generated columns and indexes
-- require. Letters outside ASCII that unaccent leaves alone (Japanese, Cyrillic) are kept.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE FUNCTION brand_key(brand text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, brand)), '[[:space:][:punct:]]+', '', 'g')
$$;--> statement-breakpoint
CREATE TABLE "brands" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"listings" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "discounted_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "brand_key" text GENERATED ALWAYS AS (brand_key(brand)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "brands_key_prefix_idx" ON "brands" USING btree ("key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "brands_key_trgm_idx" ON "brands" USING gin ("key" gin_trgm_ops);--> statement-breakpoint
-- Listings reduced before discounted_at existed: the time of their last move is the best guess.
UPDATE listings SET discounted_at = bumped_at WHERE is_discounted;--> statement-breakpoint
INSERT INTO brands (key, name, listings)
  SELECT brand_key, (array_agg(brand ORDER BY created_at))[1], count(*) FILTER (WHERE NOT is_sold)
  FROM listings GROUP BY brand_key;--> statement-breakpoint
-- brands.listings counts the available listings of each brand, kept in step with every insert,
-- delete, sale and brand change, so suggestions never count at request time.
CREATE FUNCTION count_brand_listings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND NOT OLD.is_sold THEN
    UPDATE brands SET listings = listings - 1 WHERE key = OLD.brand_key;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO brands AS b (key, name, listings)
      VALUES (NEW.brand_key, NEW.brand, CASE WHEN NEW.is_sold THEN 0 ELSE 1 END)
      ON CONFLICT (key) DO UPDATE SET listings = b.listings + EXCLUDED.listings;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER listings_count_brands_added_removed AFTER INSERT OR DELETE ON listings
  FOR EACH ROW EXECUTE FUNCTION count_brand_listings();--> statement-breakpoint
CREATE TRIGGER listings_count_brands_changed AFTER UPDATE OF brand, is_sold ON listings
  FOR EACH ROW WHEN (OLD.brand_key IS DISTINCT FROM NEW.brand_key OR OLD.is_sold IS DISTINCT FROM NEW.is_sold)
  EXECUTE FUNCTION count_brand_listings();
