-- Doubles partners (decision 038): a player's request to another (an account, or an address
-- mailed a link) to be their partner in one doubles event. Only the sha256 of the mailed
-- single-use token is stored; the request is answered once (accepted, declined, or cancelled
-- when either player paired up otherwise) and expires.
CREATE TABLE "partner_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"recipient_id" uuid,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_requests_answer_check" CHECK ("answer" IS NULL OR "answer" IN ('accepted', 'declined', 'cancelled'))
);--> statement-breakpoint
ALTER TABLE "partner_requests" ADD CONSTRAINT "partner_requests_event_id_tournaments_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_requests" ADD CONSTRAINT "partner_requests_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_requests" ADD CONSTRAINT "partner_requests_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_requests_token_hash_unique" ON "partner_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "partner_requests_event_sender_idx" ON "partner_requests" USING btree ("event_id","sender_id");--> statement-breakpoint
CREATE INDEX "partner_requests_recipient_idx" ON "partner_requests" USING btree ("recipient_id");--> statement-breakpoint
CREATE INDEX "partner_requests_email_idx" ON "partner_requests" USING btree ("email");
