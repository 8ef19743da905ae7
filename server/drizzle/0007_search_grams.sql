-- Short keywords (issue 18). pg_trgm cannot index a term under three characters, so a one- or
-- two-character Japanese keyword ('佐', '鬼塚') scanned every doctor. search_grams(t) is the set of
-- t's single characters and character pairs (whitespace left out): for a term of one or two
-- characters, `search_grams(search_text) @> ARRAY[term]` holds exactly when
-- `search_text LIKE '%term%'`, and the GIN indexes below answer it (docs/server.md "Search").
-- COST 1000 makes the planner test the cheap LIKE first when it walks an ordered index instead.
-- The prefecture and organisation indexes read one prefecture or organisation newest first.
CREATE FUNCTION search_grams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE COST 1000 AS $$
  SELECT coalesce(array_agg(DISTINCT g), '{}'::text[]) FROM (
    SELECT substr(t, i, 1) AS g FROM generate_series(1, char_length(t)) AS i
    UNION ALL
    SELECT substr(t, i, 2) FROM generate_series(1, char_length(t) - 1) AS i
  ) AS grams WHERE g !~ '\s'
$$;--> statement-breakpoint
CREATE INDEX "clients_search_grams" ON "clients" USING gin (search_grams("search_text"));--> statement-breakpoint
CREATE INDEX "doctors_search_grams" ON "doctors" USING gin (search_grams("search_text"));--> statement-breakpoint
CREATE INDEX "doctors_prefecture_page" ON "doctors" USING btree ("prefecture","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "doctors_organization_page" ON "doctors" USING btree ("organization_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE deleted_at IS NULL;