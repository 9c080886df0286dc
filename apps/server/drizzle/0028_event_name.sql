-- The first event's own name (decision 039): the tournament's row is also its first event
-- (decision 034), so the first event's name was the tournament's. `event_name` names the first
-- event apart from the tournament; null reads as the tournament's name, so every tournament that
-- exists keeps showing what it showed. A further event (parent_id set) keeps its name in `name`.
ALTER TABLE "tournaments" ADD COLUMN "event_name" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_event_name_first_only" CHECK ("event_name" IS NULL OR "parent_id" IS NULL);
