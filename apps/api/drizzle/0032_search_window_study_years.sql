-- The search window's covering index (migrations 0012, 0021) also carries the target study and
-- graduation years and the host (type and id), so that a search filtered by study year, graduation
-- year, society or university walks its newest rows in the index alone: a filter column missing
-- from it sent every walked row to the table (decision 044). Drizzle cannot declare INCLUDE columns.
DROP INDEX IF EXISTS "touchpoints_search_window_idx";--> statement-breakpoint
CREATE INDEX "touchpoints_search_window_idx" ON "touchpoints" USING btree ("touchpointable_type","state","published_at","id") INCLUDE ("title_search","application_deadline","start_date","end_date","working_model","kind","experience_level","minimum_salary","maximum_salary","event_type","event_mode","place_city_id","industry_id","target_study_years","target_graduation_years","creatable_for_type","creatable_for_id");--> statement-breakpoint
ANALYZE "touchpoints";
