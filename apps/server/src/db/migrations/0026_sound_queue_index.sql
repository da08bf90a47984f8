CREATE TABLE "audio_fingerprints" (
	"media_file_id" uuid PRIMARY KEY NOT NULL,
	"duration_seconds" real NOT NULL,
	"fingerprint" integer[] NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "album_loudness" (
	"album_id" uuid PRIMARY KEY NOT NULL,
	"integrated_lufs" real NOT NULL,
	"true_peak" real NOT NULL,
	"tracks_key" text NOT NULL,
	"measured_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "album_loudness_peak_check" CHECK ("album_loudness"."true_peak" >= 0)
);
--> statement-breakpoint
CREATE TABLE "audio_loudness" (
	"media_file_id" uuid PRIMARY KEY NOT NULL,
	"integrated_lufs" real NOT NULL,
	"range_lu" real NOT NULL,
	"true_peak" real NOT NULL,
	"measured_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audio_loudness_peak_check" CHECK ("audio_loudness"."true_peak" >= 0)
);
--> statement-breakpoint
ALTER TABLE "play_queues" ADD COLUMN "current_index" integer;--> statement-breakpoint
ALTER TABLE "audio_fingerprints" ADD CONSTRAINT "audio_fingerprints_media_file_id_media_files_id_fk" FOREIGN KEY ("media_file_id") REFERENCES "public"."media_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_loudness" ADD CONSTRAINT "album_loudness_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audio_loudness" ADD CONSTRAINT "audio_loudness_media_file_id_media_files_id_fk" FOREIGN KEY ("media_file_id") REFERENCES "public"."media_files"("id") ON DELETE cascade ON UPDATE no action;