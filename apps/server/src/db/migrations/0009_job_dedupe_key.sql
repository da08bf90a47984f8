ALTER TABLE "jobs" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
CREATE INDEX "jobs_dedupe_idx" ON "jobs" USING btree ("kind","dedupe_key");--> statement-breakpoint
UPDATE "jobs" SET "dedupe_key" = "payload"->>'songId' WHERE "kind" = 'quality_checks';--> statement-breakpoint
UPDATE "jobs" SET "dedupe_key" = ("payload"->>'mediaFileId') || ':' || ("payload"->>'kind') WHERE "kind" = 'rendition';
