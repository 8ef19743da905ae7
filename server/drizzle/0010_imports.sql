CREATE TABLE "import_records" (
	"id" text PRIMARY KEY DEFAULT nextval('entity_ids')::text NOT NULL,
	"operator_id" text,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"outcome" text NOT NULL,
	"total" integer NOT NULL,
	"committed" integer NOT NULL,
	"failed" integer NOT NULL,
	"header" jsonb NOT NULL,
	"failed_rows" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_records_kind_check" CHECK ("import_records"."kind" IN ('doctor', 'client', 'organization')),
	CONSTRAINT "import_records_outcome_check" CHECK ("import_records"."outcome" IN ('completed', 'aborted')),
	CONSTRAINT "import_records_counts_check" CHECK ("import_records"."total" >= 0 AND "import_records"."committed" >= 0 AND "import_records"."failed" >= 0)
);
--> statement-breakpoint
ALTER TABLE "import_records" ADD CONSTRAINT "import_records_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_records_page" ON "import_records" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "import_records_failed_page" ON "import_records" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE failed > 0;