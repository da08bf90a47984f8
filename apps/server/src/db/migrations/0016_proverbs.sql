CREATE TABLE "proverb_occurrences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proverb_id" uuid NOT NULL,
	"song_id" uuid NOT NULL,
	"start" real NOT NULL,
	"end" real NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proverb_occurrences_moment_key" UNIQUE("proverb_id","song_id","start"),
	CONSTRAINT "proverb_occurrences_times_check" CHECK ("proverb_occurrences"."start" >= 0 and "proverb_occurrences"."end" > "proverb_occurrences"."start")
);
--> statement-breakpoint
CREATE TABLE "proverbs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"text" text NOT NULL,
	"meanings" jsonb NOT NULL,
	"notes" text,
	"search_text" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "proverb_occurrences" ADD CONSTRAINT "proverb_occurrences_proverb_id_proverbs_id_fk" FOREIGN KEY ("proverb_id") REFERENCES "public"."proverbs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proverb_occurrences" ADD CONSTRAINT "proverb_occurrences_song_id_songs_id_fk" FOREIGN KEY ("song_id") REFERENCES "public"."songs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proverb_occurrences" ADD CONSTRAINT "proverb_occurrences_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proverbs" ADD CONSTRAINT "proverbs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proverb_occurrences_song_idx" ON "proverb_occurrences" USING btree ("song_id");--> statement-breakpoint
CREATE INDEX "proverbs_search_idx" ON "proverbs" USING gin ("search_vector");