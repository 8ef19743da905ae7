CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE SEQUENCE "public"."entity_ids" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000 CACHE 1;--> statement-breakpoint
CREATE TABLE "belongs" (
	"id" text PRIMARY KEY DEFAULT nextval('entity_ids')::text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" text PRIMARY KEY DEFAULT nextval('entity_ids')::text NOT NULL,
	"company_name" text NOT NULL,
	"company_name_kana" text NOT NULL,
	"department" text,
	"contact_name" text NOT NULL,
	"contact_name_kana" text,
	"email" text NOT NULL,
	"phone" text,
	"postal_code" text,
	"prefecture" text,
	"address" text,
	"url" text,
	"suspended_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(company_name || ' ' || company_name_kana || ' ' || contact_name || ' ' || email)) STORED
);
--> statement-breakpoint
CREATE TABLE "doctors" (
	"id" text PRIMARY KEY DEFAULT nextval('entity_ids')::text NOT NULL,
	"email" text NOT NULL,
	"last_name" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name_kana" text NOT NULL,
	"first_name_kana" text NOT NULL,
	"phone" text,
	"medical_license_number" text NOT NULL,
	"organization_id" text,
	"belong_ids" text[] DEFAULT '{}' NOT NULL,
	"expertise_ids" text[] DEFAULT '{}' NOT NULL,
	"prefecture" text,
	"allowed" boolean DEFAULT false NOT NULL,
	"frozen" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"notification_disabled" boolean DEFAULT false NOT NULL,
	"reception_frequency" text DEFAULT 'daily' NOT NULL,
	"mp_balance" integer DEFAULT 0 NOT NULL,
	"last_signed_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(last_name || first_name || ' ' || last_name_kana || first_name_kana || ' ' || email)) STORED,
	CONSTRAINT "doctors_mp_balance_check" CHECK ("doctors"."mp_balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"kind" text NOT NULL,
	"id" text DEFAULT nextval('entity_ids')::text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
CREATE TABLE "expertise" (
	"id" text PRIMARY KEY DEFAULT nextval('entity_ids')::text NOT NULL,
	"name" text NOT NULL,
	"parent_id" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_keys" (
	"scope" text NOT NULL,
	"import_key" text NOT NULL,
	"entity_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_keys_scope_import_key_pk" PRIMARY KEY("scope","import_key")
);
--> statement-breakpoint
CREATE TABLE "mp_ledger" (
	"id" text PRIMARY KEY DEFAULT nextval('entity_ids')::text NOT NULL,
	"doctor_id" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"operator_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" text PRIMARY KEY DEFAULT nextval('entity_ids')::text NOT NULL,
	"account_id" text,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"last_signed_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operators_role_check" CHECK ("operators"."role" IN ('admin', 'operator'))
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" text PRIMARY KEY DEFAULT nextval('entity_ids')::text NOT NULL,
	"name" text NOT NULL,
	"name_kana" text NOT NULL,
	"kind" text NOT NULL,
	"prefecture" text,
	"postal_code" text,
	"address" text,
	"phone" text,
	"url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expertise" ADD CONSTRAINT "expertise_parent_id_expertise_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."expertise"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mp_ledger" ADD CONSTRAINT "mp_ledger_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mp_ledger" ADD CONSTRAINT "mp_ledger_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clients_email_live" ON "clients" USING btree (lower("email")) WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "clients_search_trgm" ON "clients" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_page" ON "clients" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "doctors_email_live" ON "doctors" USING btree (lower("email")) WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "doctors_search_trgm" ON "doctors" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "doctors_page" ON "doctors" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "doctors_kana_page" ON "doctors" USING btree ("last_name_kana","id") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "doctors_organization" ON "doctors" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "doctors_expertise" ON "doctors" USING gin ("expertise_ids");--> statement-breakpoint
CREATE INDEX "documents_page" ON "documents" USING btree ("kind","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mp_ledger_doctor" ON "mp_ledger" USING btree ("doctor_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "operators_email" ON "operators" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "organizations_search_trgm" ON "organizations" USING gin ((lower("name" || ' ' || "name_kana")) gin_trgm_ops);