ALTER TABLE "quality_issues" ADD COLUMN "duplicate_of" uuid;--> statement-breakpoint
ALTER TABLE "songs" ADD COLUMN "merged_into" uuid;--> statement-breakpoint
ALTER TABLE "songs" ADD COLUMN "merged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quality_issues" ADD CONSTRAINT "quality_issues_duplicate_of_songs_id_fk" FOREIGN KEY ("duplicate_of") REFERENCES "public"."songs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "songs" ADD CONSTRAINT "songs_merged_into_songs_id_fk" FOREIGN KEY ("merged_into") REFERENCES "public"."songs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "songs_merged_into_idx" ON "songs" USING btree ("merged_into");--> statement-breakpoint
-- Written by hand: the duplicate issues raised before this column name the other item only in
-- their text, as "“Title” (<uuid>)".
UPDATE "quality_issues" q SET "duplicate_of" = s."id"
  FROM "songs" s
  WHERE q."kind" = 'possible_duplicate' AND q."duplicate_of" IS NULL
    AND s."id"::text = substring(q."description" from '\(([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\)');--> statement-breakpoint
-- Written by hand: a merge gives the kept item the better of two originals and the alias the
-- other, a swap in one statement. Still one song per original, checked at the end of each
-- statement (DEFERRABLE INITIALLY IMMEDIATE) instead of row by row, which refuses any swap.
ALTER TABLE "songs" DROP CONSTRAINT "songs_audio_file_id_unique";--> statement-breakpoint
ALTER TABLE "songs" ADD CONSTRAINT "songs_audio_file_id_unique" UNIQUE ("audio_file_id") DEFERRABLE INITIALLY IMMEDIATE;
