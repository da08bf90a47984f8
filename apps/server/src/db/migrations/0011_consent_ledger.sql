CREATE TABLE "consent_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"song_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"person" text NOT NULL,
	"relation" text NOT NULL,
	"scopes" jsonb NOT NULL,
	"date" text NOT NULL,
	"witness" text,
	"recorded_by" uuid,
	"recorded_at" timestamp with time zone NOT NULL,
	"prev_hash" text,
	"hash" text NOT NULL,
	CONSTRAINT "consent_entries_song_seq_key" UNIQUE("song_id","seq"),
	CONSTRAINT "consent_entries_kind_check" CHECK ("consent_entries"."kind" in ('grant', 'withdrawal'))
);
--> statement-breakpoint
ALTER TABLE "songs" ADD COLUMN "consent_withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "songs" ADD COLUMN "consent_head_hash" text;--> statement-breakpoint
ALTER TABLE "consent_entries" ADD CONSTRAINT "consent_entries_song_id_songs_id_fk" FOREIGN KEY ("song_id") REFERENCES "public"."songs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_entries" ADD CONSTRAINT "consent_entries_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;