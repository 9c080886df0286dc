-- Issue 22: wrong two-factor codes are counted per account, on every route that checks one, in
-- user_two_factor (decision 011); the per-challenge count goes.
ALTER TABLE "user_two_factor" ADD COLUMN "code_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_two_factor" ADD COLUMN "code_attempts_reset_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "login_challenges" DROP COLUMN "attempts";