ALTER TABLE "song_descriptions" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "song_descriptions" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED;--> statement-breakpoint
ALTER TABLE "transcript_layers" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED;--> statement-breakpoint
CREATE INDEX "song_descriptions_search_idx" ON "song_descriptions" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "transcript_layers_search_idx" ON "transcript_layers" USING gin ("search_vector");