CREATE TABLE "batches" (
	"id" text PRIMARY KEY DEFAULT nextval('entity_ids')::text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"field" text,
	"file_name" text,
	"actor_uid" text,
	"actor_email" text,
	"actor_operator_id" text,
	"applied" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"stale" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"undo_of" text,
	"undone_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "batch_id" text;--> statement-breakpoint
CREATE INDEX "batches_undo_of" ON "batches" USING btree ("undo_of") WHERE undo_of IS NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_logs_batch" ON "audit_logs" USING btree ("batch_id") WHERE batch_id IS NOT NULL;