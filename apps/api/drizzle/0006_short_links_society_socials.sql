CREATE TABLE "short_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "short_links_target_type_check" CHECK (target_type in ('Company', 'StudentSociety', 'Event', 'Job', 'Internship')),
	CONSTRAINT "short_links_slug_check" CHECK (slug ~ '^[A-Za-z0-9_-]+$')
);
--> statement-breakpoint
ALTER TABLE "student_societies" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "student_societies" ADD COLUMN "instagram_url" text;--> statement-breakpoint
ALTER TABLE "student_societies" ADD COLUMN "linkedin_url" text;--> statement-breakpoint
ALTER TABLE "short_links" ADD CONSTRAINT "short_links_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "short_links_slug_lower_unique" ON "short_links" USING btree (lower("slug"));--> statement-breakpoint
CREATE INDEX "short_links_target_idx" ON "short_links" USING btree ("target_type","target_id");