CREATE TABLE "match_score_keepers" (
	"match_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_score_keepers_match_id_user_id_pk" PRIMARY KEY("match_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"key" text NOT NULL,
	"stage" text NOT NULL,
	"group_label" text,
	"round" integer NOT NULL,
	"position" integer NOT NULL,
	"side1_id" uuid,
	"side2_id" uuid,
	"winner_to_key" text,
	"winner_to_slot" integer,
	"loser_to_key" text,
	"loser_to_slot" integer,
	"games" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"winner_id" uuid,
	"start_time" timestamp with time zone,
	"actual_start_time" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rating_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"match_id" uuid NOT NULL,
	"before" double precision NOT NULL,
	"after" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "scoring_format" text DEFAULT 'best-of-3-to-11' NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "has_bronze_match" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "match_score_keepers" ADD CONSTRAINT "match_score_keepers_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_score_keepers" ADD CONSTRAINT "match_score_keepers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_history" ADD CONSTRAINT "rating_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_history" ADD CONSTRAINT "rating_history_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "matches_tournament_key_unique" ON "matches" USING btree ("tournament_id","key");--> statement-breakpoint
CREATE INDEX "matches_tournament_round_idx" ON "matches" USING btree ("tournament_id","round","position");--> statement-breakpoint
CREATE INDEX "rating_history_user_idx" ON "rating_history" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rating_history_once_per_match" ON "rating_history" USING btree ("user_id","match_id");