DROP INDEX "organizations_search_trgm";--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || name_kana)) STORED;--> statement-breakpoint
CREATE INDEX "organizations_search_trgm" ON "organizations" USING gin ("search_text" gin_trgm_ops);