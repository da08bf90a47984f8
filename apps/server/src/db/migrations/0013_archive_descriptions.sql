CREATE TABLE "archive_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"song_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_id" uuid,
	"by_name" text NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collections_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "song_descriptions" (
	"song_id" uuid PRIMARY KEY NOT NULL,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recorded" text,
	"recorded_from" date,
	"recorded_to" date,
	"place" jsonb,
	"occasion" text,
	"description" text,
	"subjects" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"discourse_type" text,
	"contributors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rights" text,
	"collection_id" uuid,
	"described_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "archive_changes" ADD CONSTRAINT "archive_changes_song_id_songs_id_fk" FOREIGN KEY ("song_id") REFERENCES "public"."songs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_changes" ADD CONSTRAINT "archive_changes_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "song_descriptions" ADD CONSTRAINT "song_descriptions_song_id_songs_id_fk" FOREIGN KEY ("song_id") REFERENCES "public"."songs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "song_descriptions" ADD CONSTRAINT "song_descriptions_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "song_descriptions" ADD CONSTRAINT "song_descriptions_described_by_users_id_fk" FOREIGN KEY ("described_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "archive_changes_song_idx" ON "archive_changes" USING btree ("song_id","at");--> statement-breakpoint
CREATE INDEX "song_descriptions_collection_idx" ON "song_descriptions" USING btree ("collection_id");