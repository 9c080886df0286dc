-- Registration for events (decision 035): a player's private date of birth, read only to check an
-- event's age bounds on its day; and the organizer's override of an event's eligibility for one
-- player, with who granted it and when.
ALTER TABLE "users" ADD COLUMN "birth_date" date;--> statement-breakpoint
CREATE TABLE "event_eligibility_overrides" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"granted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_eligibility_overrides_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);--> statement-breakpoint
ALTER TABLE "event_eligibility_overrides" ADD CONSTRAINT "event_eligibility_overrides_event_id_tournaments_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_eligibility_overrides" ADD CONSTRAINT "event_eligibility_overrides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_eligibility_overrides" ADD CONSTRAINT "event_eligibility_overrides_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_eligibility_overrides_user_idx" ON "event_eligibility_overrides" USING btree ("user_id");
