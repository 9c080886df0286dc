CREATE TABLE "match_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"corrected_by" uuid,
	"before_games" jsonb NOT NULL,
	"after_games" jsonb NOT NULL,
	"winner_changed" boolean NOT NULL,
	"reset_match_keys" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "court_id" uuid;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "schedule_pinned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "court_count" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "rest_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "match_corrections" ADD CONSTRAINT "match_corrections_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_corrections" ADD CONSTRAINT "match_corrections_corrected_by_users_id_fk" FOREIGN KEY ("corrected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_corrections_match_idx" ON "match_corrections" USING btree ("match_id","created_at");--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "matches_start_time_idx" ON "matches" USING btree ("start_time");