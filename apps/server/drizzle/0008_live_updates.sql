ALTER TABLE "tournaments" ADD COLUMN "is_public" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Live updates (decision 014): every committed change to what the live topics show is
-- announced on the channel `courtside_changes`. NOTIFY is delivered at commit, so a listener
-- only hears of committed changes, in commit order, and a rolled-back change never leaves.
-- The payload is small (well under NOTIFY's 8,000 bytes): the table, the operation, the row's
-- id, its tournament, the users it concerns, and for matches and tournaments the few columns a
-- screen updates in place. Sessions announce only their deletion (a revoked sign-in closes its
-- sockets); users only an update or deletion (the server's cache of signed-in users).
CREATE FUNCTION "courtside_notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
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
          'side1Id', r.side1_id, 'side2Id', r.side2_id, 'version', r.version));
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
$$;--> statement-breakpoint
CREATE TRIGGER "tournaments_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "tournaments"
  FOR EACH ROW EXECUTE FUNCTION "courtside_notify_change"();--> statement-breakpoint
CREATE TRIGGER "matches_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "matches"
  FOR EACH ROW EXECUTE FUNCTION "courtside_notify_change"();--> statement-breakpoint
CREATE TRIGGER "tournament_participants_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "tournament_participants"
  FOR EACH ROW EXECUTE FUNCTION "courtside_notify_change"();--> statement-breakpoint
CREATE TRIGGER "tournament_waitlist_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "tournament_waitlist"
  FOR EACH ROW EXECUTE FUNCTION "courtside_notify_change"();--> statement-breakpoint
CREATE TRIGGER "teams_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "teams"
  FOR EACH ROW EXECUTE FUNCTION "courtside_notify_change"();--> statement-breakpoint
CREATE TRIGGER "courts_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "courts"
  FOR EACH ROW EXECUTE FUNCTION "courtside_notify_change"();--> statement-breakpoint
CREATE TRIGGER "team_members_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "team_members"
  FOR EACH ROW EXECUTE FUNCTION "courtside_notify_change"();--> statement-breakpoint
CREATE TRIGGER "match_score_keepers_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "match_score_keepers"
  FOR EACH ROW EXECUTE FUNCTION "courtside_notify_change"();--> statement-breakpoint
CREATE TRIGGER "sessions_notify_change" AFTER DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "courtside_notify_change"();--> statement-breakpoint
CREATE TRIGGER "users_notify_change" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "courtside_notify_change"();
