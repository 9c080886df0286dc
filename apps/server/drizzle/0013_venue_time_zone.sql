-- Decision 017: a tournament has a venue time zone, and its days are calendar dates.
ALTER TABLE "tournaments" ADD COLUMN "time_zone" text DEFAULT 'America/New_York' NOT NULL;--> statement-breakpoint
-- Existing tournaments take their organizer's profile zone (the zone their dates were typed in),
-- else the default; a zone PostgreSQL does not know falls back to the default too.
UPDATE "tournaments" AS t SET "time_zone" = z."name"
  FROM "users" AS u, "pg_timezone_names" AS z
  WHERE u."id" = t."organizer_id" AND z."name" = u."settings"->'preferences'->>'timezone';--> statement-breakpoint
-- Each stored instant becomes the day it named in that zone, so no date moves.
ALTER TABLE "tournaments" ALTER COLUMN "start_date" SET DATA TYPE date
  USING ("start_date" AT TIME ZONE "time_zone")::date;--> statement-breakpoint
ALTER TABLE "tournaments" ALTER COLUMN "end_date" SET DATA TYPE date
  USING ("end_date" AT TIME ZONE "time_zone")::date;
