ALTER TABLE "applications" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "answers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "cv_url" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "cv_filename" text;--> statement-breakpoint
CREATE INDEX "applications_cv_url_idx" ON "applications" USING btree ("cv_url") WHERE cv_url is not null;