-- Search (decision 057): the type's text indexes also hold the filters that are one column's
-- value among a list (an internship's kind, a job's work mode and level, an event's type and
-- mode), so that a text scan narrowed by them reads only the rows that pass them. btree_gin gives
-- GIN the plain columns' equality.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX IF EXISTS "touchpoints_published_job_title_search_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "touchpoints_published_job_search_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "touchpoints_published_internship_title_search_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "touchpoints_published_internship_search_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "touchpoints_published_event_title_search_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "touchpoints_published_event_search_idx";--> statement-breakpoint
CREATE INDEX "touchpoints_published_job_title_search_idx" ON "touchpoints" USING gin ("title_search", "kind", "working_model", "experience_level") WHERE touchpointable_type = 'Job' and state = 'published';--> statement-breakpoint
CREATE INDEX "touchpoints_published_job_search_idx" ON "touchpoints" USING gin ("search", "kind", "working_model", "experience_level") WHERE touchpointable_type = 'Job' and state = 'published';--> statement-breakpoint
CREATE INDEX "touchpoints_published_internship_title_search_idx" ON "touchpoints" USING gin ("title_search", "kind", "working_model", "experience_level") WHERE touchpointable_type = 'Internship' and state = 'published';--> statement-breakpoint
CREATE INDEX "touchpoints_published_internship_search_idx" ON "touchpoints" USING gin ("search", "kind", "working_model", "experience_level") WHERE touchpointable_type = 'Internship' and state = 'published';--> statement-breakpoint
CREATE INDEX "touchpoints_published_event_title_search_idx" ON "touchpoints" USING gin ("title_search", "event_type", "event_mode") WHERE touchpointable_type = 'Event' and state = 'published';--> statement-breakpoint
CREATE INDEX "touchpoints_published_event_search_idx" ON "touchpoints" USING gin ("search", "event_type", "event_mode") WHERE touchpointable_type = 'Event' and state = 'published';
