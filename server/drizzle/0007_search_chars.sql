-- Short keywords (issue 18). pg_trgm cannot index a term under three characters, so a one- or
-- two-character Japanese keyword ('鬼', '鬼塚') scanned every doctor. The GIN indexes on the
-- characters of search_text (string_to_array(t, NULL): built in, immutable, cheap on insert) find
-- the rows holding every character of such a term; `LIKE '%term%'` then keeps those where they
-- stand together (server/src/handlers/paging.ts keywordMatch, docs/server.md "Search").
-- The prefecture and organisation indexes read one prefecture or organisation newest first.
CREATE INDEX "clients_search_chars" ON "clients" USING gin (string_to_array("search_text", NULL));--> statement-breakpoint
CREATE INDEX "doctors_search_chars" ON "doctors" USING gin (string_to_array("search_text", NULL));--> statement-breakpoint
CREATE INDEX "doctors_prefecture_page" ON "doctors" USING btree ("prefecture","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "doctors_organization_page" ON "doctors" USING btree ("organization_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE deleted_at IS NULL;