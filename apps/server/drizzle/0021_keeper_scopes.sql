-- Score keepers assigned once per tournament or per court (issue 27, decision 026). A row with
-- no court keeps every match of the tournament; a row with a court keeps the matches on that
-- court. An event scope joins later as a nullable event_id beside court_id.
CREATE TABLE "tournament_score_keepers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"court_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_score_keepers_scope_unique" UNIQUE NULLS NOT DISTINCT("tournament_id","user_id","court_id")
);
--> statement-breakpoint
ALTER TABLE "tournament_score_keepers" ADD CONSTRAINT "tournament_score_keepers_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_score_keepers" ADD CONSTRAINT "tournament_score_keepers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_score_keepers" ADD CONSTRAINT "tournament_score_keepers_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_score_keepers_user_idx" ON "tournament_score_keepers" USING btree ("user_id");--> statement-breakpoint
-- Live updates (decision 014): the scoped keepers announce their tournament and user, so the
-- cached details and brackets (whose matches carry their keepers) are dropped at commit.
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
$$;--> statement-breakpoint
CREATE TRIGGER "tournament_score_keepers_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "tournament_score_keepers"
  FOR EACH ROW EXECUTE FUNCTION "courtside_notify_change"();
