-- The list's `q` searches one generated column, name and location lowercased a line apart, through
-- one trigram index: LIKE on it checks each candidate row without lowercasing two columns (decision 008).
DROP INDEX "tournaments_name_trgm_idx";--> statement-breakpoint
DROP INDEX "tournaments_location_trgm_idx";--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name) || chr(10) || lower(location)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "tournaments_search_trgm_idx" ON "tournaments" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=off);