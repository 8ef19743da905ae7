CREATE TABLE "csv_update_rows" (
	"update_id" text NOT NULL,
	"line" integer NOT NULL,
	"cells" jsonb NOT NULL,
	"record_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"new_values" jsonb,
	"expected_version" integer,
	"messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "csv_update_rows_update_id_line_pk" PRIMARY KEY("update_id","line"),
	CONSTRAINT "csv_update_rows_status_check" CHECK ("csv_update_rows"."status" IN ('pending', 'change', 'same', 'error', 'stale', 'applied', 'skipped', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "csv_updates" (
	"id" text PRIMARY KEY DEFAULT nextval('entity_ids')::text NOT NULL,
	"operator_id" text,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"encoding" text NOT NULL,
	"header" jsonb NOT NULL,
	"status" text DEFAULT 'uploading' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "csv_updates_kind_check" CHECK ("csv_updates"."kind" IN ('doctor', 'client', 'organization')),
	CONSTRAINT "csv_updates_status_check" CHECK ("csv_updates"."status" IN ('uploading', 'checked', 'applying', 'done', 'aborted'))
);
--> statement-breakpoint
ALTER TABLE "csv_update_rows" ADD CONSTRAINT "csv_update_rows_update_id_csv_updates_id_fk" FOREIGN KEY ("update_id") REFERENCES "public"."csv_updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "csv_updates" ADD CONSTRAINT "csv_updates_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "csv_update_rows_status" ON "csv_update_rows" USING btree ("update_id","status","line");