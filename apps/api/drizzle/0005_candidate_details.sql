CREATE TABLE "candidate_details" (
	"candidate_id" uuid PRIMARY KEY NOT NULL,
	"email_digest_frequency" text DEFAULT 'weekly' NOT NULL,
	"fair_access_answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"self_description" text,
	"resume_filename" text,
	"resume_bytes" integer,
	"resume_pages" integer,
	"resume_text" text,
	"resume_uploaded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_details_digest_check" CHECK (email_digest_frequency in ('daily', 'weekly', 'never'))
);
--> statement-breakpoint
ALTER TABLE "candidate_details" ADD CONSTRAINT "candidate_details_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;