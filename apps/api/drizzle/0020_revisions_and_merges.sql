CREATE TABLE "organisation_slug_redirects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"target_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_slug_redirects_kind_check" CHECK (kind in ('Company', 'StudentSociety'))
);
--> statement-breakpoint
CREATE TABLE "touchpoint_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"touchpoint_id" uuid NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"input" jsonb NOT NULL,
	"live_input" jsonb NOT NULL,
	"author_id" uuid,
	"rejection_reason" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "touchpoint_revisions_state_check" CHECK (state in ('pending', 'approved', 'rejected', 'withdrawn', 'published'))
);
--> statement-breakpoint
ALTER TABLE "touchpoint_revisions" ADD CONSTRAINT "touchpoint_revisions_touchpoint_id_touchpoints_id_fk" FOREIGN KEY ("touchpoint_id") REFERENCES "public"."touchpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "touchpoint_revisions" ADD CONSTRAINT "touchpoint_revisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_slug_redirects_kind_slug_unique" ON "organisation_slug_redirects" USING btree ("kind","slug");--> statement-breakpoint
CREATE INDEX "organisation_slug_redirects_target_idx" ON "organisation_slug_redirects" USING btree ("kind","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "touchpoint_revisions_one_pending_unique" ON "touchpoint_revisions" USING btree ("touchpoint_id") WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX "touchpoint_revisions_state_created_at_idx" ON "touchpoint_revisions" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "touchpoint_revisions_touchpoint_id_idx" ON "touchpoint_revisions" USING btree ("touchpoint_id","created_at");--> statement-breakpoint
CREATE INDEX "companies_name_key_idx" ON "companies" USING btree (regexp_replace(lower("name"), '[^[:alnum:]]+', '', 'g'));