CREATE TABLE "access_group_members" (
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"added_by" uuid,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "access_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_groups_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "songs" ADD COLUMN "access_level" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "songs" ADD COLUMN "access_group_id" uuid;--> statement-breakpoint
ALTER TABLE "songs" ADD COLUMN "access_labels" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "songs" ADD COLUMN "access_seasons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "access_group_members" ADD CONSTRAINT "access_group_members_group_id_access_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."access_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_group_members" ADD CONSTRAINT "access_group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_group_members" ADD CONSTRAINT "access_group_members_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_groups" ADD CONSTRAINT "access_groups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_group_members_user_idx" ON "access_group_members" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "songs" ADD CONSTRAINT "songs_access_group_id_access_groups_id_fk" FOREIGN KEY ("access_group_id") REFERENCES "public"."access_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_files_sha256_idx" ON "media_files" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "songs_cover_idx" ON "songs" USING btree ("cover_key");--> statement-breakpoint
ALTER TABLE "songs" ADD CONSTRAINT "songs_access_level_check" CHECK ("songs"."access_level" in ('public', 'community', 'group', 'staff'));--> statement-breakpoint
ALTER TABLE "songs" ADD CONSTRAINT "songs_access_group_check" CHECK (("songs"."access_level" = 'group') = ("songs"."access_group_id" is not null));