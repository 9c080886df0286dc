-- Events (decision 034): a tournament holds one or more events. The tournament row is the venue
-- and its own first event; every further event is a row of "tournaments" whose parent_id names
-- the tournament. Every tournament that exists is a tournament with one event as it stands: this
-- migration moves no data.
ALTER TABLE "tournaments" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "min_rating" double precision;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "max_rating" double precision;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "min_age" integer;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "max_age" integer;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "max_events_per_player" integer;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "event_day" date;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "event_start_time" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "closing_time" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_parent_id_tournaments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournaments_parent_idx" ON "tournaments" USING btree ("parent_id");--> statement-breakpoint
CREATE TABLE "event_courts" (
	"event_id" uuid NOT NULL,
	"court_id" uuid NOT NULL,
	CONSTRAINT "event_courts_event_id_court_id_pk" PRIMARY KEY("event_id","court_id")
);--> statement-breakpoint
ALTER TABLE "event_courts" ADD CONSTRAINT "event_courts_event_id_tournaments_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_courts" ADD CONSTRAINT "event_courts_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- An event takes the venue's fields from its tournament, on insert and on every update, so that
-- no event can disagree with its tournament about where, when, in which zone, who runs it, whether
-- it is public, when check-in opens, the courts, the rest or the rules. An event belongs to a
-- tournament, never to another event, and never moves to another tournament.
CREATE FUNCTION "tournament_event_inherits"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "root" "tournaments"%ROWTYPE;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."parent_id" IS DISTINCT FROM OLD."parent_id" THEN
    RAISE EXCEPTION 'an event stays in its tournament' USING ERRCODE = 'check_violation';
  END IF;
  IF NEW."parent_id" IS NULL THEN
    RETURN NEW;
  END IF;
  SELECT * INTO "root" FROM "tournaments" WHERE "id" = NEW."parent_id";
  IF "root"."parent_id" IS NOT NULL OR NEW."parent_id" = NEW."id" THEN
    RAISE EXCEPTION 'an event belongs to a tournament' USING ERRCODE = 'check_violation';
  END IF;
  NEW."location" := "root"."location";
  NEW."start_date" := "root"."start_date";
  NEW."end_date" := "root"."end_date";
  NEW."time_zone" := "root"."time_zone";
  NEW."organizer_id" := "root"."organizer_id";
  NEW."is_public" := "root"."is_public";
  NEW."check_in_opens_at" := "root"."check_in_opens_at";
  NEW."court_count" := "root"."court_count";
  NEW."rest_minutes" := "root"."rest_minutes";
  NEW."rules" := "root"."rules";
  NEW."max_events_per_player" := NULL;
  NEW."closing_time" := NULL;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "tournament_event_inherits" BEFORE INSERT OR UPDATE ON "tournaments"
  FOR EACH ROW EXECUTE FUNCTION "tournament_event_inherits"();--> statement-breakpoint
CREATE FUNCTION "tournament_venue_to_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each event's own BEFORE UPDATE trigger copies the tournament's new values.
  UPDATE "tournaments" SET "updated_at" = now() WHERE "parent_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "tournament_venue_to_events" AFTER UPDATE ON "tournaments"
  FOR EACH ROW WHEN (NEW."parent_id" IS NULL AND (
    OLD."location", OLD."start_date", OLD."end_date", OLD."time_zone", OLD."organizer_id",
    OLD."is_public", OLD."check_in_opens_at", OLD."court_count", OLD."rest_minutes", OLD."rules"
  ) IS DISTINCT FROM (
    NEW."location", NEW."start_date", NEW."end_date", NEW."time_zone", NEW."organizer_id",
    NEW."is_public", NEW."check_in_opens_at", NEW."court_count", NEW."rest_minutes", NEW."rules"
  ))
  EXECUTE FUNCTION "tournament_venue_to_events"();--> statement-breakpoint
-- The list's totals count tournaments, not their further events (decisions 008 and 034).
CREATE OR REPLACE FUNCTION "tournament_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "tournament_counts" AS c ("status", "type", "tournaments")
      SELECT "status", "type", count(*) FROM "new_rows" WHERE "parent_id" IS NULL
      GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT ("status", "type") DO UPDATE SET "tournaments" = c."tournaments" + excluded."tournaments";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "tournament_counts" AS c ("status", "type", "tournaments")
      SELECT "status", "type", -count(*) FROM "old_rows" WHERE "parent_id" IS NULL
      GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT ("status", "type") DO UPDATE SET "tournaments" = c."tournaments" + excluded."tournaments";
  ELSE
    INSERT INTO "tournament_counts" AS c ("status", "type", "tournaments")
      SELECT "status", "type", sum("delta") FROM (
        SELECT "status", "type", -1 AS "delta" FROM "old_rows" WHERE "parent_id" IS NULL
        UNION ALL SELECT "status", "type", 1 FROM "new_rows" WHERE "parent_id" IS NULL
      ) AS d GROUP BY 1, 2 HAVING sum("delta") <> 0 ORDER BY 1, 2
      ON CONFLICT ("status", "type") DO UPDATE SET "tournaments" = c."tournaments" + excluded."tournaments";
  END IF;
  RETURN NULL;
END $$;
