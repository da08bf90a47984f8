ALTER TABLE "consent_entries" DROP CONSTRAINT "consent_entries_recorded_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "consent_entries" ADD COLUMN "recorded_by_name" text;--> statement-breakpoint
UPDATE "consent_entries" c SET "recorded_by_name" = u."full_name" FROM "users" u WHERE u."id" = c."recorded_by";
