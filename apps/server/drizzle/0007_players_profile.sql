CREATE TABLE "login_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"is_remembered" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_results" (
	"match_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"tournament_id" uuid NOT NULL,
	"is_win" boolean NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_results_match_id_user_id_pk" PRIMARY KEY("match_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "player_stats" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"losses" integer DEFAULT 0 NOT NULL,
	"games_played" integer GENERATED ALWAYS AS ("wins" + "losses") STORED,
	"win_rate" integer GENERATED ALWAYS AS (CASE WHEN "wins" + "losses" = 0 THEN 0 ELSE round("wins" * 100.0 / ("wins" + "losses"))::integer END) STORED
);
--> statement-breakpoint
CREATE TABLE "recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_images" (
	"user_id" uuid NOT NULL,
	"hash" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_images_user_id_hash_pk" PRIMARY KEY("user_id","hash")
);
--> statement-breakpoint
CREATE TABLE "user_two_factor" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_used_step" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weekly_digests" (
	"user_id" uuid NOT NULL,
	"week_start" text NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekly_digests_user_id_week_start_pk" PRIMARY KEY("user_id","week_start")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "two_factor_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_visibility" text GENERATED ALWAYS AS (coalesce("settings" -> 'privacySettings' ->> 'profileVisibility', 'public')) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "shows_rating" boolean GENERATED ALWAYS AS (coalesce(("settings" -> 'privacySettings' ->> 'showRating')::boolean, true)) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "shows_stats" boolean GENERATED ALWAYS AS (coalesce(("settings" -> 'privacySettings' ->> 'showStats')::boolean, true)) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "shows_location" boolean GENERATED ALWAYS AS (coalesce(("settings" -> 'privacySettings' ->> 'showLocation')::boolean, false)) STORED;--> statement-breakpoint
ALTER TABLE "login_challenges" ADD CONSTRAINT "login_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_results" ADD CONSTRAINT "player_results_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_results" ADD CONSTRAINT "player_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_results" ADD CONSTRAINT "player_results_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_stats" ADD CONSTRAINT "player_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_images" ADD CONSTRAINT "user_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_two_factor" ADD CONSTRAINT "user_two_factor_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_digests" ADD CONSTRAINT "weekly_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "login_challenges_token_hash_unique" ON "login_challenges" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "login_challenges_user_idx" ON "login_challenges" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "player_results_user_idx" ON "player_results" USING btree ("user_id","completed_at");--> statement-breakpoint
CREATE INDEX "player_stats_wins_idx" ON "player_stats" USING btree ("wins");--> statement-breakpoint
CREATE INDEX "player_stats_win_rate_idx" ON "player_stats" USING btree ("win_rate");--> statement-breakpoint
CREATE INDEX "player_stats_games_idx" ON "player_stats" USING btree ("games_played");--> statement-breakpoint
CREATE INDEX "recovery_codes_user_idx" ON "recovery_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
-- Each player's results and totals, kept by triggers (decision 012), as the tournament counts of
-- 0006 are: every writer of matches (score entry, corrections, resets, a hand-run UPDATE) keeps
-- them right in its own transaction. player_stats follows player_results, statement by
-- statement; counter rows are changed in user order, so two transactions cannot deadlock on them.
CREATE FUNCTION "player_stats_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "change" record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "player_stats" AS s ("user_id", "wins", "losses")
      SELECT "user_id", count(*) FILTER (WHERE "is_win"), count(*) FILTER (WHERE NOT "is_win")
      FROM "new_rows" GROUP BY 1 ORDER BY 1
      ON CONFLICT ("user_id") DO UPDATE
        SET "wins" = s."wins" + excluded."wins", "losses" = s."losses" + excluded."losses";
  ELSE
    -- An update, never an insert: rows removed with their user (a cascade) find no counter.
    FOR "change" IN
      SELECT "user_id", count(*) FILTER (WHERE "is_win") AS "wins",
        count(*) FILTER (WHERE NOT "is_win") AS "losses"
      FROM "old_rows" GROUP BY 1 ORDER BY 1
    LOOP
      UPDATE "player_stats" SET "wins" = "wins" - "change"."wins",
        "losses" = "losses" - "change"."losses"
      WHERE "user_id" = "change"."user_id";
    END LOOP;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "player_stats_insert" AFTER INSERT ON "player_results"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "player_stats_apply"();--> statement-breakpoint
CREATE TRIGGER "player_stats_delete" AFTER DELETE ON "player_results"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "player_stats_apply"();--> statement-breakpoint
-- A completed match with a winner gives each player on either side a result: the side is a
-- player (singles) or a team whose members are looked up when the result is recorded. Any
-- change of status, winner, sides or completion time replaces the match's results; a deleted
-- match takes them with it (foreign key cascade).
CREATE FUNCTION "player_results_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM "player_results" WHERE "match_id" = OLD."id";
  END IF;
  IF NEW."status" = 'completed' AND NEW."winner_id" IS NOT NULL
    AND NEW."side1_id" IS NOT NULL AND NEW."side2_id" IS NOT NULL THEN
    INSERT INTO "player_results" ("match_id", "user_id", "tournament_id", "is_win", "completed_at")
      SELECT NEW."id", p."user_id", NEW."tournament_id", s."side_id" = NEW."winner_id",
        coalesce(NEW."completed_at", now())
      FROM (VALUES (NEW."side1_id"), (NEW."side2_id")) AS s ("side_id")
      CROSS JOIN LATERAL (
        SELECT m."user_id" FROM "team_members" AS m WHERE m."team_id" = s."side_id"
        UNION ALL
        SELECT u."id" FROM "users" AS u WHERE u."id" = s."side_id"
      ) AS p
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "player_results_insert" AFTER INSERT ON "matches"
  FOR EACH ROW EXECUTE FUNCTION "player_results_apply"();--> statement-breakpoint
CREATE TRIGGER "player_results_update"
  AFTER UPDATE OF "status", "winner_id", "side1_id", "side2_id", "completed_at" ON "matches"
  FOR EACH ROW WHEN (
    OLD."status" IS DISTINCT FROM NEW."status"
    OR OLD."winner_id" IS DISTINCT FROM NEW."winner_id"
    OR OLD."side1_id" IS DISTINCT FROM NEW."side1_id"
    OR OLD."side2_id" IS DISTINCT FROM NEW."side2_id"
    OR OLD."completed_at" IS DISTINCT FROM NEW."completed_at"
  ) EXECUTE FUNCTION "player_results_apply"();--> statement-breakpoint
-- The results of matches completed before this migration (player_stats follows by trigger).
INSERT INTO "player_results" ("match_id", "user_id", "tournament_id", "is_win", "completed_at")
  SELECT m."id", p."user_id", m."tournament_id", s."side_id" = m."winner_id",
    coalesce(m."completed_at", m."created_at")
  FROM "matches" AS m
  CROSS JOIN LATERAL (VALUES (m."side1_id"), (m."side2_id")) AS s ("side_id")
  CROSS JOIN LATERAL (
    SELECT tm."user_id" FROM "team_members" AS tm WHERE tm."team_id" = s."side_id"
    UNION ALL
    SELECT u."id" FROM "users" AS u WHERE u."id" = s."side_id"
  ) AS p
  WHERE m."status" = 'completed' AND m."winner_id" IS NOT NULL
    AND m."side1_id" IS NOT NULL AND m."side2_id" IS NOT NULL
  ON CONFLICT DO NOTHING;
