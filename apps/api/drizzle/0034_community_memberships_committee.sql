-- Decision 049: society members and committee. A society may ask its managers to approve who
-- joins; a membership remembers when its state last changed (joined, requested, left); committee
-- positions are term-dated titles held by joined members.
ALTER TABLE "student_societies" ADD COLUMN "approves_members" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "memberships" SET "status_changed_at" = "updated_at";--> statement-breakpoint
CREATE TABLE "committee_positions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_society_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"title" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "committee_positions_term_check" CHECK (ends_on is null or ends_on >= starts_on)
);--> statement-breakpoint
ALTER TABLE "committee_positions" ADD CONSTRAINT "committee_positions_student_society_id_student_societies_id_fk" FOREIGN KEY ("student_society_id") REFERENCES "public"."student_societies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "committee_positions" ADD CONSTRAINT "committee_positions_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "committee_positions_society_id_idx" ON "committee_positions" USING btree ("student_society_id","starts_on");--> statement-breakpoint
CREATE INDEX "committee_positions_candidate_id_idx" ON "committee_positions" USING btree ("candidate_id");
