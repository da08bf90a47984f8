CREATE TABLE "translations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"locale" text NOT NULL,
	"message_id" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"translator_id" uuid,
	"reviewer_id" uuid,
	"via" text DEFAULT 'screen' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "translations_status_check" CHECK ("translations"."status" in ('draft', 'reviewed', 'rejected', 'superseded')),
	CONSTRAINT "translations_via_check" CHECK ("translations"."via" in ('screen', 'import'))
);
--> statement-breakpoint
CREATE TABLE "translators" (
	"user_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"granted_by" uuid,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translators_user_id_locale_pk" PRIMARY KEY("user_id","locale")
);
--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_translator_id_users_id_fk" FOREIGN KEY ("translator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translators" ADD CONSTRAINT "translators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translators" ADD CONSTRAINT "translators_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "translations_one_draft_idx" ON "translations" USING btree ("locale","message_id") WHERE "translations"."status" = 'draft';--> statement-breakpoint
CREATE INDEX "translations_locale_status_idx" ON "translations" USING btree ("locale","status","reviewed_at");--> statement-breakpoint
CREATE INDEX "translations_message_idx" ON "translations" USING btree ("locale","message_id","created_at");