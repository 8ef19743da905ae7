-- Issue 31, search as Japanese staff type: keyword search folds the text and the keyword alike,
-- NFKC (half-width kana to full-width, full-width letters and digits to half-width), hiragana to
-- katakana, lower case: ﾊﾔｼ, はやし, ハヤシ find the same doctors, ＨＡＹＡＳＨＩ what hayashi finds.
-- The rule is src/domain/search-fold.ts (`foldSearchText`, which folds the keyword); medicolle_fold
-- is its SQL spelling, used by the stored search columns (recomputed here for every existing row:
-- a generated expression cannot be altered before PostgreSQL 17, so each column is dropped and
-- added again) and by the expression indexes. normalize() is IMMUTABLE (PostgreSQL 13+, UTF8
-- databases), as are translate(), lower() and ~; the SQL-standard bodies (PostgreSQL 14+) bind them
-- at creation, whatever the search_path. translate() over the 86 hiragana costs about 0.2 ms a row
-- on PGlite (it compares each character with each of them), ten times an insert's other work: it
-- runs only on text that holds hiragana (the regular expression, about 0.01 ms). medicolle_fold is
-- inlined where it is used; medicolle_hiragana_to_katakana is not (its argument is read twice), so
-- normalize() runs once a value. Dropping a column drops its indexes: they are made again below.
CREATE OR REPLACE FUNCTION medicolle_hiragana_to_katakana(s text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN CASE WHEN s ~ '[ぁ-ゖ]' THEN translate(s, 'ぁあぃいぅうぇえぉおかがきぎくぐけげこごさざしじすずせぜそぞただちぢっつづてでとどなにぬねのはばぱひびぴふぶぷへべぺほぼぽまみむめもゃやゅゆょよらりるれろゎわゐゑをんゔゕゖ', 'ァアィイゥウェエォオカガキギクグケゲコゴサザシジスズセゼソゾタダチヂッツヅテデトドナニヌネノハバパヒビピフブプヘベペホボポマミムメモャヤュユョヨラリルレロヮワヰヱヲンヴヵヶ') ELSE s END;--> statement-breakpoint
CREATE OR REPLACE FUNCTION medicolle_fold(t text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN lower(medicolle_hiragana_to_katakana(normalize(t, NFKC)));--> statement-breakpoint
DROP INDEX "media_name_trgm";--> statement-breakpoint
DROP INDEX "press_releases_title_trgm";--> statement-breakpoint
DROP INDEX "tags_name_trgm";--> statement-breakpoint
ALTER TABLE "clients" drop column "search_text";--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "search_text" text GENERATED ALWAYS AS (medicolle_fold(company_name || ' ' || company_name_kana || ' ' || contact_name || ' ' || email)) STORED;--> statement-breakpoint
ALTER TABLE "doctors" drop column "search_text";--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "search_text" text GENERATED ALWAYS AS (medicolle_fold(last_name || first_name || ' ' || last_name_kana || first_name_kana || ' ' || email)) STORED;--> statement-breakpoint
ALTER TABLE "doctors" drop column "public_search_text";--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "public_search_text" text GENERATED ALWAYS AS (medicolle_fold(last_name || first_name || ' ' || last_name_kana || first_name_kana)) STORED;--> statement-breakpoint
ALTER TABLE "organizations" drop column "search_text";--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "search_text" text GENERATED ALWAYS AS (medicolle_fold(name || ' ' || name_kana)) STORED;--> statement-breakpoint
CREATE INDEX "media_name_trgm" ON "media" USING gin (medicolle_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "press_releases_title_trgm" ON "press_releases" USING gin (medicolle_fold("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tags_name_trgm" ON "tags" USING gin (medicolle_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_search_trgm" ON "clients" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_search_chars" ON "clients" USING gin (string_to_array("search_text", NULL));--> statement-breakpoint
CREATE INDEX "doctors_search_trgm" ON "doctors" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "doctors_search_chars" ON "doctors" USING gin (string_to_array("search_text", NULL));--> statement-breakpoint
CREATE INDEX "doctors_public_search_trgm" ON "doctors" USING gin ("public_search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "doctors_public_search_chars" ON "doctors" USING gin (string_to_array("public_search_text", NULL));--> statement-breakpoint
CREATE INDEX "organizations_search_trgm" ON "organizations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ANALYZE "clients";--> statement-breakpoint
ANALYZE "doctors";--> statement-breakpoint
ANALYZE "organizations";
