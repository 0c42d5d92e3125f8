-- How many brands were ever added (docs/decisions/044-search-plans.md, amended 2026-11-29): an
-- instance reads it with the brands, and a page read from the brands it knows checks in the same
-- statement that it has not changed since. Brands are never deleted, and a brand's key never
-- changes. One row, made by the first brand (a restore copies it in before the brands); the
-- trigger counts only rows actually inserted (INSERT ... ON CONFLICT DO UPDATE fires UPDATE).
CREATE TABLE brand_additions (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  added bigint NOT NULL
);--> statement-breakpoint
INSERT INTO brand_additions (added) SELECT count(*) FROM brands HAVING count(*) > 0;--> statement-breakpoint
CREATE FUNCTION count_brand_additions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO brand_additions AS a (added) VALUES (1)
    ON CONFLICT (id) DO UPDATE SET added = a.added + 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER brands_count_additions AFTER INSERT ON brands
  FOR EACH ROW EXECUTE FUNCTION count_brand_additions();
