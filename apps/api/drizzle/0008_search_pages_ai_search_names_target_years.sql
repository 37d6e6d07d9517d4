CREATE TABLE "search_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_pages_slug_check" CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
ALTER TABLE "ai_searches" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_searches" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "ai_searches" ADD COLUMN "results_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "touchpoints" ADD COLUMN "target_study_years" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "touchpoints" ADD COLUMN "target_graduation_years" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "search_pages_slug_unique" ON "search_pages" USING btree (lower("slug"));--> statement-breakpoint
CREATE INDEX "search_pages_published_idx" ON "search_pages" USING btree ("published");