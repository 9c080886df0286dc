ALTER TABLE "tournaments" ADD COLUMN "scoring_system" text DEFAULT 'rally' NOT NULL;
