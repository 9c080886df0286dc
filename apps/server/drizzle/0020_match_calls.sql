ALTER TABLE "matches" ADD COLUMN "called_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "called_by" uuid;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_called_by_users_id_fk" FOREIGN KEY ("called_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Called and on-court matches (issue 27, decision 030): the desk calls a match to a court
-- (called_at, called_by); the match event now carries when it was called and when it started,
-- so the courts board shows "called" and "on court" in place. The rest of the function is
-- migration 0008's.
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
          'calledAt', r.called_at, 'actualStartTime', r.actual_start_time));
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
