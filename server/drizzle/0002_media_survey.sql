CREATE TABLE "content_views" (
	"kind" text NOT NULL,
	"target_id" text NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "content_views_pk" PRIMARY KEY("kind","target_id","day"),
	CONSTRAINT "content_views_kind_check" CHECK ("content_views"."kind" IN ('doctor', 'manuscript', 'pressRelease')),
	CONSTRAINT "content_views_views_check" CHECK ("content_views"."views" >= 0)
);
--> statement-breakpoint
CREATE TABLE "doctor_article_answers" (
	"id" text PRIMARY KEY DEFAULT nextval('entity_ids')::text NOT NULL,
	"article_id" text NOT NULL,
	"doctor_id" text NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctor_article_answers_article_doctor" UNIQUE("article_id","doctor_id")
);
--> statement-breakpoint
CREATE TABLE "doctor_articles" (
	"id" text PRIMARY KEY DEFAULT nextval('entity_ids')::text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"reward_points" integer DEFAULT 0 NOT NULL,
	"opens_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctor_articles_status_check" CHECK ("doctor_articles"."status" IN ('draft', 'open', 'closed')),
	CONSTRAINT "doctor_articles_reward_points_check" CHECK ("doctor_articles"."reward_points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" text PRIMARY KEY DEFAULT nextval('entity_ids')::text NOT NULL,
	"media_id" text NOT NULL,
	"press_release_id" text,
	"doctor_id" text,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"url" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" text PRIMARY KEY DEFAULT nextval('entity_ids')::text NOT NULL,
	"name" text NOT NULL,
	"url" text,
	"description" text,
	"logo_url" text,
	"suspended" boolean DEFAULT false NOT NULL,
	"suspended_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_article_answers" (
	"id" text PRIMARY KEY DEFAULT nextval('entity_ids')::text NOT NULL,
	"article_id" text NOT NULL,
	"doctor_id" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_article_answers_article_doctor" UNIQUE("article_id","doctor_id")
);
--> statement-breakpoint
CREATE TABLE "media_articles" (
	"id" text PRIMARY KEY DEFAULT nextval('entity_ids')::text NOT NULL,
	"media_id" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"deadline" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recommends" (
	"id" text PRIMARY KEY DEFAULT nextval('entity_ids')::text NOT NULL,
	"target" text NOT NULL,
	"target_id" text NOT NULL,
	"rank" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recommends_target_check" CHECK ("recommends"."target" IN ('doctor', 'manuscript', 'pressRelease')),
	CONSTRAINT "recommends_rank_check" CHECK ("recommends"."rank" BETWEEN 1 AND 100)
);
--> statement-breakpoint
ALTER TABLE "doctor_article_answers" ADD CONSTRAINT "doctor_article_answers_article_id_doctor_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."doctor_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_article_answers" ADD CONSTRAINT "doctor_article_answers_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_press_release_id_press_releases_id_fk" FOREIGN KEY ("press_release_id") REFERENCES "public"."press_releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_article_answers" ADD CONSTRAINT "media_article_answers_article_id_media_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."media_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_article_answers" ADD CONSTRAINT "media_article_answers_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_articles" ADD CONSTRAINT "media_articles_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_views_kind_day" ON "content_views" USING btree ("kind","day");--> statement-breakpoint
CREATE INDEX "doctor_articles_page" ON "doctor_articles" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "interviews_media_page" ON "interviews" USING btree ("media_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "media_name_trgm" ON "media" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "media_page" ON "media" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "recommends_target_rank" ON "recommends" USING btree ("target","rank","id");