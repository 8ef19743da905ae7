CREATE TABLE "tags" (
	"id" text PRIMARY KEY DEFAULT nextval('entity_ids')::text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tags_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE INDEX "tags_name_trgm" ON "tags" USING gin (lower("name") gin_trgm_ops);
--> statement-breakpoint
CREATE TABLE "content_tags" (
	"tag_id" text NOT NULL REFERENCES "tags"("id"),
	"owner_kind" text NOT NULL,
	"owner_id" text NOT NULL,
	CONSTRAINT "content_tags_pk" PRIMARY KEY("tag_id", "owner_kind", "owner_id"),
	CONSTRAINT "content_tags_kind" CHECK ("owner_kind" IN ('manuscript', 'press_release'))
);
--> statement-breakpoint
CREATE TABLE "press_releases" (
	"id" text PRIMARY KEY DEFAULT nextval('entity_ids')::text NOT NULL,
	"client_id" text NOT NULL REFERENCES "clients"("id"),
	"media_id" text,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'editing' NOT NULL,
	"published_at" timestamp with time zone,
	"status_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "press_releases_status" CHECK ("status" IN ('editing', 'request', 'published', 'suspend'))
);
--> statement-breakpoint
CREATE INDEX "press_releases_status_published" ON "press_releases" ("status", "published_at");
--> statement-breakpoint
CREATE INDEX "press_releases_title_trgm" ON "press_releases" USING gin (lower("title") gin_trgm_ops);
--> statement-breakpoint
CREATE TABLE "interview_requests" (
	"id" text PRIMARY KEY DEFAULT nextval('entity_ids')::text NOT NULL,
	"press_release_id" text NOT NULL REFERENCES "press_releases"("id"),
	"company_name" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_exchanges" (
	"id" text PRIMARY KEY DEFAULT nextval('entity_ids')::text NOT NULL,
	"doctor_id" text NOT NULL REFERENCES "doctors"("id"),
	"points" integer NOT NULL,
	"amount_yen" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"masked_code" text,
	"failure_reason" text,
	"ledger_id" text REFERENCES "mp_ledger"("id"),
	"hidden_at" timestamp with time zone,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_at" timestamp with time zone,
	CONSTRAINT "gift_exchanges_status" CHECK ("status" IN ('requested', 'issued', 'failed')),
	CONSTRAINT "gift_exchanges_points" CHECK ("points" > 0)
);
--> statement-breakpoint
CREATE INDEX "gift_exchanges_doctor" ON "gift_exchanges" ("doctor_id", "requested_at");
--> statement-breakpoint
CREATE TABLE "files" (
	"id" text PRIMARY KEY DEFAULT nextval('entity_ids')::text NOT NULL,
	"purpose" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"bytes" bytea NOT NULL,
	"alt" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_status" CHECK ("status" IN ('pending', 'clean', 'quarantined')),
	CONSTRAINT "files_size" CHECK ("size" <= 10485760)
);
--> statement-breakpoint
CREATE TABLE "denial_reasons" (
	"id" text PRIMARY KEY DEFAULT nextval('entity_ids')::text NOT NULL,
	"label" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "denial_reasons" ("label", "sort_order") VALUES ('医学的根拠が不十分', 1), ('宣伝・広告に該当', 2), ('表現が不適切', 3), ('既出の内容と重複', 4), ('その他', 99);
--> statement-breakpoint
CREATE TABLE "manuscripts" (
	"id" text PRIMARY KEY DEFAULT nextval('entity_ids')::text NOT NULL,
	"doctor_id" text NOT NULL REFERENCES "doctors"("id"),
	"title" text NOT NULL,
	"contents" text NOT NULL,
	"file_ids" text[] DEFAULT '{}' NOT NULL,
	"expertise_ids" text[] DEFAULT '{}' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "manuscripts_status" CHECK ("status" IN ('draft', 'under_review', 'reviewed', 'acceptable', 'offered', 'rejected'))
);
--> statement-breakpoint
CREATE INDEX "manuscripts_status" ON "manuscripts" ("status", "created_at") WHERE deleted_at IS NULL;
--> statement-breakpoint
CREATE TABLE "manuscript_holds" (
	"id" text PRIMARY KEY DEFAULT nextval('entity_ids')::text NOT NULL,
	"manuscript_id" text NOT NULL REFERENCES "manuscripts"("id"),
	"held" boolean NOT NULL,
	"reason" text,
	"operator_id" text NOT NULL REFERENCES "operators"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" text PRIMARY KEY DEFAULT nextval('entity_ids')::text NOT NULL,
	"manuscript_id" text NOT NULL REFERENCES "manuscripts"("id"),
	"operator_id" text REFERENCES "operators"("id"),
	"result" text NOT NULL,
	"denial_reason_ids" text[] DEFAULT '{}' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_result" CHECK ("result" IN ('accept', 'revise', 'reject'))
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" text PRIMARY KEY DEFAULT nextval('entity_ids')::text NOT NULL,
	"manuscript_id" text NOT NULL REFERENCES "manuscripts"("id"),
	"client_id" text NOT NULL REFERENCES "clients"("id"),
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" text PRIMARY KEY DEFAULT nextval('entity_ids')::text NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"company_name" text,
	"email" text NOT NULL,
	"phone" text,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contacts_channel" CHECK ("channel" IN ('general', 'direct'))
);
