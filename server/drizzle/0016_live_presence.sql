CREATE TABLE "live_presence" (
	"session" text NOT NULL,
	"topic" text NOT NULL,
	"operator_id" text NOT NULL,
	"editing" boolean DEFAULT false NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "live_presence_session_topic_pk" PRIMARY KEY("session","topic")
);
--> statement-breakpoint
ALTER TABLE "live_presence" ADD CONSTRAINT "live_presence_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_presence_topic" ON "live_presence" USING btree ("topic");--> statement-breakpoint
CREATE INDEX "live_presence_expires" ON "live_presence" USING btree ("expires_at");