CREATE INDEX "touchpoints_type_state_published_at_id_idx" ON "touchpoints" USING btree ("touchpointable_type","state","published_at","id");--> statement-breakpoint
ANALYZE "touchpoints";
