-- Brand suggestions in one round trip (src/server/brands/repository.ts): the brands whose key
-- starts with the text's key, then, when they are fewer than the limit, those whose key contains
-- it, each group most listed first. The first statement is planned once (an index range from
-- values); the second, run by EXECUTE, for each key, so that brands_key_trgm_idx serves keys of
-- three characters or more (a plan made once for all keys would scan every brand). p_key is the
-- text's brand_key(), computed once by the caller; p_past is the first key past every key that
-- starts with p_key (pastPrefix); an empty p_key asks for the most listed brands.
CREATE FUNCTION brand_suggestions(p_key text, p_past text, p_limit integer)
RETURNS TABLE (brand_name text, brand_listings integer)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  starting integer;
BEGIN
  IF p_key = '' THEN
    RETURN QUERY SELECT b.name, b.listings FROM brands b
      WHERE b.listings > 0
      ORDER BY b.listings DESC, b.name ASC LIMIT p_limit;
  ELSE
    RETURN QUERY SELECT b.name, b.listings FROM brands b
      WHERE b.listings > 0 AND b.key ~>=~ p_key AND b.key ~<~ p_past AND starts_with(b.key, p_key)
      ORDER BY b.listings DESC, b.name ASC LIMIT p_limit;
  END IF;
  GET DIAGNOSTICS starting = ROW_COUNT;
  IF starting < p_limit AND p_key <> '' THEN
    -- EXECUTE plans it for this key every time, never once for all keys (see above).
    RETURN QUERY EXECUTE
      'SELECT b.name, b.listings FROM brands b
        WHERE b.listings > 0
          AND b.key LIKE ''%'' || $1 || ''%''
          AND b.key NOT LIKE $1 || ''%''
        ORDER BY b.listings DESC, b.name ASC LIMIT $2'
      USING p_key, p_limit - starting;
  END IF;
END
$$;
