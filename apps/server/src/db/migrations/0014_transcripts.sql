CREATE TABLE "transcript_layers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"song_id" uuid NOT NULL,
	"language" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"cues" jsonb NOT NULL,
	"search_text" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transcript_layers_song_language_key" UNIQUE("song_id","language"),
	CONSTRAINT "transcript_layers_kind_check" CHECK ("transcript_layers"."kind" in ('transcript', 'translation')),
	CONSTRAINT "transcript_layers_status_check" CHECK ("transcript_layers"."status" in ('draft', 'reviewed'))
);
--> statement-breakpoint
ALTER TABLE "transcript_layers" ADD CONSTRAINT "transcript_layers_song_id_songs_id_fk" FOREIGN KEY ("song_id") REFERENCES "public"."songs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcript_layers" ADD CONSTRAINT "transcript_layers_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;