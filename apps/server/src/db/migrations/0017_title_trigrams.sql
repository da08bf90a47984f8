-- Trigram indexes for the catalogue search's substring matches (pg_trgm is a trusted extension:
-- the database owner may create it; PGlite loads it in db/client.ts newPGlite).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "albums_title_trgm_idx" ON "albums" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "songs_title_trgm_idx" ON "songs" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "songs_artist_trgm_idx" ON "songs" USING gin ("artist_credit" gin_trgm_ops);