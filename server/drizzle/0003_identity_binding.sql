ALTER TABLE "clients" ADD COLUMN "firebase_uid" text;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "firebase_uid" text;--> statement-breakpoint
CREATE UNIQUE INDEX "clients_firebase_uid_live" ON "clients" USING btree ("firebase_uid") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "doctors_firebase_uid_live" ON "doctors" USING btree ("firebase_uid") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "operators_account" ON "operators" USING btree ("account_id");