CREATE TABLE "news_cache" (
	"feeds_key" text PRIMARY KEY NOT NULL,
	"loaded_at" timestamp with time zone NOT NULL,
	"payload" jsonb NOT NULL
);
