CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"touchpoint_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_feedback_rating_check" CHECK (rating between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "waitlist_offers" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"touchpoint_id" uuid NOT NULL,
	"registration_id" uuid NOT NULL,
	"waitlist_seq" integer,
	"outcome" text DEFAULT 'pending' NOT NULL,
	"by_hand" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_offers_outcome_check" CHECK (outcome in ('pending', 'claimed', 'declined', 'expired', 'withdrawn', 'promoted'))
);
--> statement-breakpoint
ALTER TABLE "event_registrations" DROP CONSTRAINT "event_registrations_status_check";--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "waitlist_seq" integer;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "offer_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "ticket_secret" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "answers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "touchpoints" ADD COLUMN "waitlist_offer_hours" integer;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_feedback" ADD CONSTRAINT "event_feedback_touchpoint_id_touchpoints_id_fk" FOREIGN KEY ("touchpoint_id") REFERENCES "public"."touchpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_feedback" ADD CONSTRAINT "event_feedback_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_touchpoint_id_touchpoints_id_fk" FOREIGN KEY ("touchpoint_id") REFERENCES "public"."touchpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_registration_id_event_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_hash_unique" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "calendar_feeds_candidate_idx" ON "calendar_feeds" USING btree ("candidate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_feedback_touchpoint_candidate_unique" ON "event_feedback" USING btree ("touchpoint_id","candidate_id");--> statement-breakpoint
CREATE INDEX "waitlist_offers_touchpoint_seq_idx" ON "waitlist_offers" USING btree ("touchpoint_id","seq");--> statement-breakpoint
CREATE INDEX "waitlist_offers_registration_idx" ON "waitlist_offers" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "event_registrations_waitlist_idx" ON "event_registrations" USING btree ("touchpoint_id","waitlist_seq") WHERE status = 'waitlisted';--> statement-breakpoint
CREATE INDEX "event_registrations_offer_expiry_idx" ON "event_registrations" USING btree ("offer_expires_at") WHERE status = 'offered';--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_status_check" CHECK (status in ('registered', 'waitlisted', 'offered', 'cancelled', 'attended'));--> statement-breakpoint
-- Who waited on the old waitlist table waits on the registrations' waitlist, in the same order.
INSERT INTO "event_registrations" ("touchpoint_id", "candidate_id", "status", "waitlist_seq")
SELECT "touchpoint_id", "candidate_id", 'waitlisted', "position" FROM "waitlist_entries" WHERE "status" = 'waiting'
ON CONFLICT ("touchpoint_id", "candidate_id") DO NOTHING;
