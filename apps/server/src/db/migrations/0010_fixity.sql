CREATE TABLE "fixity_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid,
	"storage_key" text NOT NULL,
	"object_kind" text NOT NULL,
	"algorithm" text NOT NULL,
	"expected" text,
	"found" text,
	"outcome" text NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"agent" text NOT NULL,
	CONSTRAINT "fixity_events_outcome_check" CHECK ("fixity_events"."outcome" in ('pass', 'fail', 'missing', 'recorded')),
	CONSTRAINT "fixity_events_kind_check" CHECK ("fixity_events"."object_kind" in ('original', 'rendition', 'cover'))
);
--> statement-breakpoint
CREATE TABLE "fixity_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trigger" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"objects" integer DEFAULT 0 NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"passed" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"missing" integer DEFAULT 0 NOT NULL,
	"recorded" integer DEFAULT 0 NOT NULL,
	"error" text,
	CONSTRAINT "fixity_runs_trigger_check" CHECK ("fixity_runs"."trigger" in ('schedule', 'command', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "fixity_status" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"object_kind" text NOT NULL,
	"song_id" uuid,
	"expected" text NOT NULL,
	"last_outcome" text NOT NULL,
	"last_checked_at" timestamp with time zone NOT NULL,
	"last_verified_at" timestamp with time zone,
	CONSTRAINT "fixity_status_outcome_check" CHECK ("fixity_status"."last_outcome" in ('pass', 'fail', 'missing', 'recorded'))
);
--> statement-breakpoint
ALTER TABLE "song_renditions" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "fixity_events" ADD CONSTRAINT "fixity_events_run_id_fixity_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."fixity_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixity_status" ADD CONSTRAINT "fixity_status_song_id_songs_id_fk" FOREIGN KEY ("song_id") REFERENCES "public"."songs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fixity_events_key_idx" ON "fixity_events" USING btree ("storage_key","checked_at");--> statement-breakpoint
CREATE INDEX "fixity_events_run_idx" ON "fixity_events" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "fixity_runs_started_idx" ON "fixity_runs" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "fixity_status_outcome_idx" ON "fixity_status" USING btree ("last_outcome");