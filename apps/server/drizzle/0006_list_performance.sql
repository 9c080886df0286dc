-- pg_trgm for the list's search (PGlite loads it as a contrib extension: db/pglite-options.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "tournament_counts" (
	"status" text NOT NULL,
	"type" text NOT NULL,
	"tournaments" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tournament_counts_status_type_pk" PRIMARY KEY("status","type")
);
--> statement-breakpoint
CREATE TABLE "tournament_totals" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"players" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tournament_totals_one_row" CHECK ("tournament_totals"."id" = 1)
);
--> statement-breakpoint
-- fastupdate off: new rows go straight into the index, not into a pending list that only
-- VACUUM (or autovacuum, which PGlite lacks) merges; while entries wait there, every search
-- reads them all and the planner, counting them, prefers scanning the table (decision 008).
CREATE INDEX "tournaments_name_trgm_idx" ON "tournaments" USING gin ("name" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "tournaments_location_trgm_idx" ON "tournaments" USING gin ("location" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
-- The list's totals, kept by statement-level triggers with transition tables (decision 008):
-- every writer (services, scripts, a cascade, a hand-run UPDATE) keeps them right, in its own
-- transaction. The triggers are created before the backfill: CREATE TRIGGER locks the table
-- against writes until this migration commits, so no change falls between the two.
CREATE FUNCTION "tournament_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- +1 per new row, -1 per old row, per (status, type); an update that changes neither nets to
  -- nothing and touches (locks) no counter row. Counter rows are updated in key order.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "tournament_counts" AS c ("status", "type", "tournaments")
      SELECT "status", "type", count(*) FROM "new_rows" GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT ("status", "type") DO UPDATE SET "tournaments" = c."tournaments" + excluded."tournaments";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "tournament_counts" AS c ("status", "type", "tournaments")
      SELECT "status", "type", -count(*) FROM "old_rows" GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT ("status", "type") DO UPDATE SET "tournaments" = c."tournaments" + excluded."tournaments";
  ELSE
    INSERT INTO "tournament_counts" AS c ("status", "type", "tournaments")
      SELECT "status", "type", sum("delta") FROM (
        SELECT "status", "type", -1 AS "delta" FROM "old_rows"
        UNION ALL SELECT "status", "type", 1 FROM "new_rows"
      ) AS d GROUP BY 1, 2 HAVING sum("delta") <> 0 ORDER BY 1, 2
      ON CONFLICT ("status", "type") DO UPDATE SET "tournaments" = c."tournaments" + excluded."tournaments";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "tournament_counts_insert" AFTER INSERT ON "tournaments"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "tournament_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "tournament_counts_update" AFTER UPDATE ON "tournaments"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "tournament_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "tournament_counts_delete" AFTER DELETE ON "tournaments"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "tournament_counts_apply"();--> statement-breakpoint
-- enable_seqscan off: the look-ups by player below must use the participants' user index even
-- where the planner has no statistics (PGlite has no autovacuum to gather them), since a scan
-- of the whole table per player is what it would otherwise pick.
CREATE FUNCTION "tournament_players_apply"() RETURNS trigger LANGUAGE plpgsql
SET enable_seqscan = off AS $$
DECLARE
  "delta" integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT 1 FROM "new_rows") THEN RETURN NULL; END IF;
  ELSIF NOT EXISTS (SELECT 1 FROM "old_rows") THEN
    RETURN NULL;
  END IF;
  -- Whether a player holds another place depends on other transactions: the row lock makes
  -- them take turns, and the check below (a new snapshot once the lock is ours) sees what
  -- the one before committed. A player counts once, however many places they hold.
  PERFORM 1 FROM "tournament_totals" WHERE "id" = 1 FOR UPDATE;
  -- Per player in the statement, a look-up by user in the participants' index.
  IF TG_OP = 'INSERT' THEN
    -- Players whose only places are the ones this statement inserted.
    SELECT count(*) INTO "delta"
    FROM (SELECT "user_id", count(*) AS "added" FROM "new_rows" GROUP BY 1) AS n
    WHERE (SELECT count(*) FROM "tournament_participants" AS p WHERE p."user_id" = n."user_id") = n."added";
  ELSE
    -- Players left with no place at all.
    SELECT -count(*) INTO "delta"
    FROM (SELECT DISTINCT "user_id" FROM "old_rows") AS o
    WHERE (SELECT 1 FROM "tournament_participants" AS p WHERE p."user_id" = o."user_id" LIMIT 1) IS NULL;
  END IF;
  IF "delta" <> 0 THEN
    UPDATE "tournament_totals" SET "players" = "players" + "delta" WHERE "id" = 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "tournament_players_insert" AFTER INSERT ON "tournament_participants"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "tournament_players_apply"();--> statement-breakpoint
CREATE TRIGGER "tournament_players_delete" AFTER DELETE ON "tournament_participants"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "tournament_players_apply"();--> statement-breakpoint
INSERT INTO "tournament_counts" ("status", "type", "tournaments")
  SELECT "status", "type", count(*) FROM "tournaments" GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "tournament_totals" ("id", "players")
  SELECT 1, count(DISTINCT "user_id") FROM "tournament_participants";