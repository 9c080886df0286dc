-- Issue 26: calendar feeds. A player's personal feed URL carries its own random token (only
-- its SHA-256 is stored, like sessions); rotating replaces it, revoking stamps revoked_at.
CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_hash_unique" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "calendar_feeds_user_idx" ON "calendar_feeds" USING btree ("user_id");--> statement-breakpoint
-- What a calendar shows of a match (its time, court, sides, status) changes with a sequence
-- number and a time of its own: `version` counts score changes only, and the planner moves
-- matches without touching it. Kept by PostgreSQL, so every writer (the planner's one-statement
-- moves included) is counted. A calendar keeps the event of one UID and takes the higher
-- SEQUENCE and LAST-MODIFIED as the newer (RFC 5545 3.8.7.4).
ALTER TABLE "matches" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "calendar_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "matches" SET "calendar_changed_at" = "created_at";--> statement-breakpoint
CREATE FUNCTION "matches_calendar_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.calendar_sequence := OLD.calendar_sequence + 1;
  NEW.calendar_changed_at := now();
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "matches_calendar_change" BEFORE UPDATE ON "matches"
  FOR EACH ROW WHEN (
    OLD.start_time IS DISTINCT FROM NEW.start_time
    OR OLD.court_id IS DISTINCT FROM NEW.court_id
    OR OLD.side1_id IS DISTINCT FROM NEW.side1_id
    OR OLD.side2_id IS DISTINCT FROM NEW.side2_id
    OR OLD.status IS DISTINCT FROM NEW.status
  ) EXECUTE FUNCTION "matches_calendar_change"();
