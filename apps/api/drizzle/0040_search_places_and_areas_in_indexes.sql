-- Search (decision 060): each touchpoint keeps the ids of its cities (its links and its own
-- place) and of its areas of responsibility as arrays beside its row, kept by triggers, so that
-- the type's text indexes hold them with the text (a text scan in a city, or an area's rows, is one
-- index read, not a probe of the links for every row or a scan of the type's rows hashed against an
-- area's links) and the search window's index carries them (a walk tests them without the table).
ALTER TABLE "touchpoints" ADD COLUMN "city_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "touchpoints" ADD COLUMN "area_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION touchpoint_city_ids(touchpoint uuid, place uuid) RETURNS uuid[]
LANGUAGE sql STABLE AS $$
  select coalesce(array_agg(distinct c.city_id order by c.city_id), '{}'::uuid[])
  from (
    select l.city_id from touchpoint_cities l where l.touchpoint_id = touchpoint
    union all
    select place where place is not null
  ) c
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION touchpoint_area_ids(touchpoint uuid) RETURNS uuid[]
LANGUAGE sql STABLE AS $$
  select coalesce(array_agg(distinct l.tag_id order by l.tag_id), '{}'::uuid[])
  from touchpoint_areas_of_responsibility l where l.touchpoint_id = touchpoint
$$;--> statement-breakpoint
UPDATE "touchpoints" t SET "city_ids" = touchpoint_city_ids(t.id, t.place_city_id)
WHERE t.place_city_id IS NOT NULL
   OR EXISTS (SELECT 1 FROM touchpoint_cities l WHERE l.touchpoint_id = t.id);--> statement-breakpoint
UPDATE "touchpoints" t SET "area_ids" = touchpoint_area_ids(t.id)
WHERE EXISTS (SELECT 1 FROM touchpoint_areas_of_responsibility l WHERE l.touchpoint_id = t.id);--> statement-breakpoint
-- A new touchpoint has no links yet: its cities are the ones it was given and its own place. A
-- changed place reads its links again.
CREATE OR REPLACE FUNCTION touchpoints_keep_city_ids() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.city_ids := (
      SELECT coalesce(array_agg(DISTINCT c ORDER BY c), '{}'::uuid[])
      FROM unnest(NEW.city_ids || NEW.place_city_id) c WHERE c IS NOT NULL
    );
  ELSIF NEW.place_city_id IS DISTINCT FROM OLD.place_city_id THEN
    NEW.city_ids := touchpoint_city_ids(NEW.id, NEW.place_city_id);
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER touchpoints_keep_city_ids BEFORE INSERT OR UPDATE OF place_city_id ON touchpoints
FOR EACH ROW EXECUTE FUNCTION touchpoints_keep_city_ids();--> statement-breakpoint
-- Links written or removed (a city's or an area's): the touched touchpoints' array of that table
-- is read again, and written where it changed (a touchpoint inserted with its arrays
-- already right, as the seeds write them, is not written again). One function for both tables.
CREATE OR REPLACE FUNCTION touchpoint_links_keep_ids() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n.touchpoint_id) INTO changed FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o.touchpoint_id) INTO changed FROM old_rows o;
  ELSE
    SELECT array_agg(DISTINCT u.id) INTO changed FROM (
      SELECT n.touchpoint_id AS id FROM new_rows n UNION SELECT o.touchpoint_id FROM old_rows o
    ) u;
  END IF;
  UPDATE touchpoints t SET city_ids = k.city_ids, area_ids = k.area_ids
  FROM (
    -- Only the array of the table written: the other's links may not be written yet (a seed
    -- writes a chunk's cities, then its areas).
    SELECT x.id,
      CASE WHEN TG_TABLE_NAME = 'touchpoint_cities'
        THEN touchpoint_city_ids(x.id, x.place_city_id) ELSE x.city_ids END AS city_ids,
      CASE WHEN TG_TABLE_NAME = 'touchpoint_areas_of_responsibility'
        THEN touchpoint_area_ids(x.id) ELSE x.area_ids END AS area_ids
    FROM touchpoints x WHERE x.id = ANY(changed)
  ) k
  WHERE t.id = k.id
    AND NOT (t.city_ids @> k.city_ids AND k.city_ids @> t.city_ids
      AND t.area_ids @> k.area_ids AND k.area_ids @> t.area_ids);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER touchpoint_cities_keep_insert AFTER INSERT ON touchpoint_cities
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION touchpoint_links_keep_ids();--> statement-breakpoint
CREATE TRIGGER touchpoint_cities_keep_update AFTER UPDATE ON touchpoint_cities
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION touchpoint_links_keep_ids();--> statement-breakpoint
CREATE TRIGGER touchpoint_cities_keep_delete AFTER DELETE ON touchpoint_cities
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION touchpoint_links_keep_ids();--> statement-breakpoint
CREATE TRIGGER touchpoint_areas_keep_insert AFTER INSERT ON touchpoint_areas_of_responsibility
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION touchpoint_links_keep_ids();--> statement-breakpoint
CREATE TRIGGER touchpoint_areas_keep_update AFTER UPDATE ON touchpoint_areas_of_responsibility
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION touchpoint_links_keep_ids();--> statement-breakpoint
CREATE TRIGGER touchpoint_areas_keep_delete AFTER DELETE ON touchpoint_areas_of_responsibility
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION touchpoint_links_keep_ids();--> statement-breakpoint
DROP INDEX IF EXISTS "touchpoints_published_job_title_search_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "touchpoints_published_job_search_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "touchpoints_published_internship_title_search_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "touchpoints_published_internship_search_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "touchpoints_published_event_title_search_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "touchpoints_published_event_search_idx";--> statement-breakpoint
CREATE INDEX "touchpoints_published_job_title_search_idx" ON "touchpoints" USING gin ("title_search", "kind", "working_model", "experience_level", "city_ids", "area_ids") WHERE touchpointable_type = 'Job' and state = 'published';--> statement-breakpoint
CREATE INDEX "touchpoints_published_job_search_idx" ON "touchpoints" USING gin ("search", "kind", "working_model", "experience_level", "city_ids", "area_ids") WHERE touchpointable_type = 'Job' and state = 'published';--> statement-breakpoint
CREATE INDEX "touchpoints_published_internship_title_search_idx" ON "touchpoints" USING gin ("title_search", "kind", "working_model", "experience_level", "city_ids", "area_ids") WHERE touchpointable_type = 'Internship' and state = 'published';--> statement-breakpoint
CREATE INDEX "touchpoints_published_internship_search_idx" ON "touchpoints" USING gin ("search", "kind", "working_model", "experience_level", "city_ids", "area_ids") WHERE touchpointable_type = 'Internship' and state = 'published';--> statement-breakpoint
CREATE INDEX "touchpoints_published_event_title_search_idx" ON "touchpoints" USING gin ("title_search", "event_type", "event_mode", "city_ids", "area_ids") WHERE touchpointable_type = 'Event' and state = 'published';--> statement-breakpoint
CREATE INDEX "touchpoints_published_event_search_idx" ON "touchpoints" USING gin ("search", "event_type", "event_mode", "city_ids", "area_ids") WHERE touchpointable_type = 'Event' and state = 'published';--> statement-breakpoint
DROP INDEX IF EXISTS "touchpoints_search_window_idx";--> statement-breakpoint
CREATE INDEX "touchpoints_search_window_idx" ON "touchpoints" USING btree ("touchpointable_type","state","published_at","id") INCLUDE ("title_search","application_deadline","start_date","end_date","working_model","kind","experience_level","minimum_salary","maximum_salary","event_type","event_mode","place_city_id","industry_id","target_study_years","target_graduation_years","creatable_for_type","creatable_for_id","city_ids","area_ids");--> statement-breakpoint
ANALYZE "touchpoints";
