-- Check-in (issue 27, decision 025): desk staff per tournament, the check-in window, and each
-- registration's check-in with its ticket token (only the token's sha256 is stored).
CREATE TABLE "tournament_desk_staff" (
	"tournament_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_desk_staff_tournament_id_user_id_pk" PRIMARY KEY("tournament_id","user_id")
);--> statement-breakpoint
ALTER TABLE "tournament_desk_staff" ADD CONSTRAINT "tournament_desk_staff_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_desk_staff" ADD CONSTRAINT "tournament_desk_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_desk_staff_user_idx" ON "tournament_desk_staff" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "check_in_opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournament_participants" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournament_participants" ADD COLUMN "checked_in_by" uuid;--> statement-breakpoint
ALTER TABLE "tournament_participants" ADD COLUMN "check_in_token_hash" text;--> statement-breakpoint
ALTER TABLE "tournament_participants" ADD CONSTRAINT "tournament_participants_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_participants_check_in_token_unique" ON "tournament_participants" USING btree ("check_in_token_hash");--> statement-breakpoint
ALTER TABLE "tournament_waitlist" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournament_waitlist" ADD COLUMN "checked_in_by" uuid;--> statement-breakpoint
ALTER TABLE "tournament_waitlist" ADD CONSTRAINT "tournament_waitlist_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
