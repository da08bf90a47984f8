CREATE TABLE "song_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"song_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"start" double precision NOT NULL,
	"end" double precision,
	"title" text NOT NULL,
	"synopsis" text,
	"keywords" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"language" text,
	CONSTRAINT "song_sections_position_key" UNIQUE("song_id","position"),
	CONSTRAINT "song_sections_times_check" CHECK ("song_sections"."start" >= 0 and ("song_sections"."end" is null or "song_sections"."end" > "song_sections"."start"))
);
--> statement-breakpoint
ALTER TABLE "song_sections" ADD CONSTRAINT "song_sections_song_id_songs_id_fk" FOREIGN KEY ("song_id") REFERENCES "public"."songs"("id") ON DELETE cascade ON UPDATE no action;