-- Issue 27, decision 027: a player's own deciding score awaits the opponent's (or the desk's)
-- confirmation when the tournament asks for it; the organizer reopens a completed tournament
-- to correct a result. Off for every existing tournament (and by default for new ones): the
-- spec's journeys, where a player's deciding score completes the match, stay as they were.
ALTER TABLE "tournaments" ADD COLUMN "score_confirmation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "confirmation_minutes" integer;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "awaiting_confirmation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "score_entered_by" uuid;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "score_entered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "score_confirmed_by" uuid;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "score_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "confirmation_kind" text;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "disputed_by" uuid;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "dispute_note" text;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_score_entered_by_users_id_fk" FOREIGN KEY ("score_entered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_score_confirmed_by_users_id_fk" FOREIGN KEY ("score_confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_disputed_by_users_id_fk" FOREIGN KEY ("disputed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The auto-confirmation sweep reads only the few matches awaiting.
CREATE INDEX "matches_awaiting_confirmation_idx" ON "matches" USING btree ("score_entered_at") WHERE "awaiting_confirmation";--> statement-breakpoint
CREATE TABLE "tournament_reopenings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"reopened_by" uuid,
	"previous_winner_name" text,
	"previous_winner_partner" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "tournament_reopenings" ADD CONSTRAINT "tournament_reopenings_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_reopenings" ADD CONSTRAINT "tournament_reopenings_reopened_by_users_id_fk" FOREIGN KEY ("reopened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_reopenings_tournament_idx" ON "tournament_reopenings" USING btree ("tournament_id","created_at");
--> statement-breakpoint
-- Live updates carry whether a match's score awaits confirmation (decision 027).
CREATE OR REPLACE FUNCTION "courtside_notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
  payload jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  payload := jsonb_build_object('t', TG_TABLE_NAME, 'op', TG_OP);
  CASE TG_TABLE_NAME
    WHEN 'tournaments' THEN
      payload := payload || jsonb_build_object('id', r.id, 'tid', r.id,
        'row', jsonb_build_object('status', r.status, 'isPublic', r.is_public));
    WHEN 'matches' THEN
      -- The players of both sides: a side is a player (singles) or a team (doubles).
      payload := payload || jsonb_build_object('id', r.id, 'tid', r.tournament_id,
        'uids', (SELECT coalesce(jsonb_agg(DISTINCT u), '[]'::jsonb) FROM (
            SELECT m.user_id AS u FROM "team_members" m WHERE m.team_id IN (r.side1_id, r.side2_id)
            UNION
            SELECT s FROM unnest(ARRAY[r.side1_id, r.side2_id]) s
              WHERE s IS NOT NULL
                AND NOT EXISTS (SELECT 1 FROM "teams" x WHERE x.id = s)) sides),
        'row', jsonb_build_object('status', r.status, 'games', r.games,
          'winnerId', r.winner_id, 'courtId', r.court_id, 'startTime', r.start_time,
          'side1Id', r.side1_id, 'side2Id', r.side2_id, 'version', r.version,
          'calledAt', r.called_at, 'actualStartTime', r.actual_start_time,
          'awaitingConfirmation', r.awaiting_confirmation));
    WHEN 'tournament_participants', 'tournament_waitlist' THEN
      payload := payload || jsonb_build_object('tid', r.tournament_id, 'uid', r.user_id);
    WHEN 'teams', 'courts' THEN
      payload := payload || jsonb_build_object('id', r.id, 'tid', r.tournament_id);
    WHEN 'team_members' THEN
      payload := payload || jsonb_build_object('id', r.team_id, 'tid', r.tournament_id,
        'uid', r.user_id);
    WHEN 'match_score_keepers' THEN
      payload := payload || jsonb_build_object('id', r.match_id, 'uid', r.user_id,
        'tid', (SELECT x.tournament_id FROM "matches" x WHERE x.id = r.match_id));
    WHEN 'tournament_score_keepers' THEN
      payload := payload || jsonb_build_object('id', r.id, 'tid', r.tournament_id,
        'uid', r.user_id);
    WHEN 'sessions' THEN
      payload := payload || jsonb_build_object('id', r.id, 'uid', r.user_id);
    WHEN 'users' THEN
      payload := payload || jsonb_build_object('id', r.id, 'uid', r.id);
    ELSE
      payload := payload || jsonb_build_object('id', NULL);
  END CASE;
  PERFORM pg_notify('courtside_changes', payload::text);
  RETURN NULL;
END;
$$;
