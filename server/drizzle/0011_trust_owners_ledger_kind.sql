ALTER TABLE "files" ADD COLUMN "owner_kind" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "owner_id" text;--> statement-breakpoint
ALTER TABLE "mp_ledger" ADD COLUMN "kind" text;--> statement-breakpoint
-- rows written before the kind was stored: a move the server made itself (no operator) stored its kind as the reason; an operator's grant stored its note
UPDATE "mp_ledger" SET "kind" = CASE WHEN "operator_id" IS NULL AND "reason" IN ('survey', 'manuscript', 'exchange', 'exchangeRefund', 'expiry') THEN "reason" ELSE 'grant' END;--> statement-breakpoint
ALTER TABLE "mp_ledger" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "files_owner" ON "files" USING btree ("owner_kind","owner_id");--> statement-breakpoint
CREATE INDEX "mp_ledger_grants" ON "mp_ledger" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE kind = 'grant';--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner" CHECK (("files"."owner_kind" IS NULL AND "files"."owner_id" IS NULL) OR ("files"."owner_kind" IN ('doctor', 'client', 'operator') AND "files"."owner_id" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "mp_ledger" ADD CONSTRAINT "mp_ledger_kind_check" CHECK ("mp_ledger"."kind" IN ('grant', 'survey', 'manuscript', 'exchange', 'exchangeRefund', 'expiry'));