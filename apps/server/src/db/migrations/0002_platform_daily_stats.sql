CREATE TABLE "platform_daily_stats" (
	"day" date PRIMARY KEY NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL
);
