-- A player's own partner requests (decision 040): the sender withdraws an open request
-- (answer 'withdrawn', told apart from 'cancelled' when either paired up otherwise), and the
-- list shows whom a request names as the sender named them: by name (the account) or by the
-- address they typed (never the name of the account behind an address). Requests sent before
-- this column existed: by address when no account was asked, else unknown (null: shown by
-- neither name nor address).
ALTER TABLE "partner_requests" ADD COLUMN "asked_by" text;--> statement-breakpoint
UPDATE "partner_requests" SET "asked_by" = 'address' WHERE "recipient_id" IS NULL;--> statement-breakpoint
ALTER TABLE "partner_requests" ADD CONSTRAINT "partner_requests_asked_by_check" CHECK ("asked_by" IS NULL OR "asked_by" IN ('name', 'address'));--> statement-breakpoint
ALTER TABLE "partner_requests" DROP CONSTRAINT "partner_requests_answer_check";--> statement-breakpoint
ALTER TABLE "partner_requests" ADD CONSTRAINT "partner_requests_answer_check" CHECK ("answer" IS NULL OR "answer" IN ('accepted', 'declined', 'cancelled', 'withdrawn'));
