-- Issue 23.2: a player always has a rating (the declared level, RATING_DEFAULT 3.5 without one),
-- and a count of rated matches says how far results have moved it (provisional below 10).
UPDATE "users" SET "rating" = 3.5 WHERE "rating" IS NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "rating" SET DEFAULT 3.5;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "rating" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rated_matches" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "users" u SET "rated_matches" = h."n"
  FROM (SELECT "user_id", count(*)::int AS "n" FROM "rating_history" GROUP BY 1) h
  WHERE h."user_id" = u."id";--> statement-breakpoint
-- Kept by the database as rating_history changes (rating a match, recomputing after a
-- correction), statement by statement, in user order as player_stats is (0007).
CREATE FUNCTION "users_rated_matches_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "change" record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR "change" IN SELECT "user_id", count(*)::int AS "n" FROM "new_rows" GROUP BY 1 ORDER BY 1
    LOOP
      UPDATE "users" SET "rated_matches" = "rated_matches" + "change"."n"
      WHERE "id" = "change"."user_id";
    END LOOP;
  ELSE
    FOR "change" IN SELECT "user_id", count(*)::int AS "n" FROM "old_rows" GROUP BY 1 ORDER BY 1
    LOOP
      UPDATE "users" SET "rated_matches" = greatest(0, "rated_matches" - "change"."n")
      WHERE "id" = "change"."user_id";
    END LOOP;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_rated_matches_insert" AFTER INSERT ON "rating_history"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "users_rated_matches_apply"();--> statement-breakpoint
CREATE TRIGGER "users_rated_matches_delete" AFTER DELETE ON "rating_history"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "users_rated_matches_apply"();--> statement-breakpoint
-- Issue 23.3: a deleted player's first name does not stay in a team's name. Their name is gone
-- already, so a team with a deleted member takes its default name with 'Deleted' for them.
UPDATE "teams" t SET "name" = (
    SELECT string_agg(CASE WHEN u."deleted_at" IS NOT NULL THEN 'Deleted'
        ELSE split_part(btrim(u."name"), ' ', 1) END, ' & ' ORDER BY m."position")
    FROM "team_members" m JOIN "users" u ON u."id" = m."user_id"
    WHERE m."team_id" = t."id")
  WHERE EXISTS (SELECT 1 FROM "team_members" m JOIN "users" u ON u."id" = m."user_id"
      WHERE m."team_id" = t."id" AND u."deleted_at" IS NOT NULL);
