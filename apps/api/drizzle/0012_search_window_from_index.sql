DROP INDEX "touchpoints_type_state_published_at_id_idx";--> statement-breakpoint
DROP INDEX "touchpoints_title_search_idx";--> statement-breakpoint
ALTER TABLE "touchpoints" ADD COLUMN "title_search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, coalesce(title, ''))) STORED;--> statement-breakpoint
CREATE INDEX "touchpoints_title_search_idx" ON "touchpoints" USING gin ("title_search");--> statement-breakpoint
CREATE INDEX "touchpoints_search_window_idx" ON "touchpoints" USING btree ("touchpointable_type","state","published_at","id") INCLUDE ("title_search","application_deadline","start_date","end_date","working_model","kind","experience_level","minimum_salary","maximum_salary","event_type","event_mode");--> statement-breakpoint
ANALYZE "touchpoints";