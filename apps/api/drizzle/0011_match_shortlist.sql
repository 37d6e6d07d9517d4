DROP INDEX "touchpoint_areas_of_responsibility_tag_id_idx";--> statement-breakpoint
DROP INDEX "touchpoint_cities_city_id_idx";--> statement-breakpoint
CREATE INDEX "touchpoints_published_industry_id_idx" ON "touchpoints" USING btree ("industry_id","id") WHERE state = 'published';--> statement-breakpoint
CREATE INDEX "touchpoints_published_creatable_for_id_idx" ON "touchpoints" USING btree ("creatable_for_id","id") WHERE state = 'published';--> statement-breakpoint
CREATE INDEX "touchpoints_match_pool_idx" ON "touchpoints" USING btree ("touchpointable_type","id","published_at","application_deadline","start_date","industry_id","creatable_for_id","working_model") WHERE state = 'published';--> statement-breakpoint
CREATE INDEX "touchpoint_areas_of_responsibility_tag_id_idx" ON "touchpoint_areas_of_responsibility" USING btree ("tag_id","touchpoint_id");--> statement-breakpoint
CREATE INDEX "touchpoint_cities_city_id_idx" ON "touchpoint_cities" USING btree ("city_id","touchpoint_id");