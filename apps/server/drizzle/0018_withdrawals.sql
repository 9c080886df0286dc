ALTER TABLE "tournament_participants" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "withdrawn_at" timestamp with time zone;