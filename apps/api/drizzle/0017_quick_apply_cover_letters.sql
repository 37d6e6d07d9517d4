CREATE TABLE "candidate_autofill_details" (
	"candidate_id" uuid PRIMARY KEY NOT NULL,
	"phone" text,
	"address_line" text,
	"city" text,
	"postcode" text,
	"country" text,
	"website_url" text,
	"github_url" text,
	"authorised_to_work" boolean,
	"requires_sponsorship" boolean,
	"share_equal_opportunities" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quick_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"site" text NOT NULL,
	"job_url" text NOT NULL,
	"company" text,
	"title" text,
	"touchpoint_id" uuid,
	"application_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cover_letters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"touchpoint_id" uuid,
	"title" text NOT NULL,
	"body_html" text DEFAULT '' NOT NULL,
	"posting_text" text,
	"posting_url" text,
	"target_words" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_autofill_details" ADD CONSTRAINT "candidate_autofill_details_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_applications" ADD CONSTRAINT "quick_applications_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_applications" ADD CONSTRAINT "quick_applications_touchpoint_id_touchpoints_id_fk" FOREIGN KEY ("touchpoint_id") REFERENCES "public"."touchpoints"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_applications" ADD CONSTRAINT "quick_applications_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cover_letters" ADD CONSTRAINT "cover_letters_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cover_letters" ADD CONSTRAINT "cover_letters_touchpoint_id_touchpoints_id_fk" FOREIGN KEY ("touchpoint_id") REFERENCES "public"."touchpoints"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quick_applications_candidate_id_idx" ON "quick_applications" USING btree ("candidate_id","created_at");--> statement-breakpoint
CREATE INDEX "cover_letters_candidate_id_idx" ON "cover_letters" USING btree ("candidate_id","updated_at");