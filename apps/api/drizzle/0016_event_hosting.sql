CREATE TABLE "event_registration_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"touchpoint_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_registration_questions_kind_check" CHECK (kind in ('short_text', 'single_choice', 'multiple_choice', 'yes_no'))
);
--> statement-breakpoint
ALTER TABLE "event_registration_questions" ADD CONSTRAINT "event_registration_questions_touchpoint_id_touchpoints_id_fk" FOREIGN KEY ("touchpoint_id") REFERENCES "public"."touchpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_registration_questions_touchpoint_idx" ON "event_registration_questions" USING btree ("touchpoint_id","position");