-- Decision 043: beside the sessions it resolved, each app instance keeps the signed-in user's
-- document (`GET /api/v1/user`). Every change to what that document says is signalled on
-- `session_changes` at commit with the user's id (migration 0025's channel and function), so
-- every instance forgets the user's sessions and document at once. This migration widens 0025's
-- signals from what a session carries to everything the document shows: the user's verified
-- email, the candidate's profile, their education, the names of their degree, subject and
-- university, and their society's or company's name, address, icon, verification and time zone.
-- A change that reaches more than 100 users signals '*' (forget everything).
CREATE OR REPLACE FUNCTION users_session_changes() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM signal_session_changes(array(SELECT DISTINCT id FROM old_rows));
  ELSE
    PERFORM signal_session_changes(array(
      SELECT DISTINCT o.id FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE o.email IS DISTINCT FROM n.email OR o.first_name IS DISTINCT FROM n.first_name
        OR o.last_name IS DISTINCT FROM n.last_name OR o.userable_type IS DISTINCT FROM n.userable_type
        OR o.type IS DISTINCT FROM n.type OR o.is_approved IS DISTINCT FROM n.is_approved
        OR o.email_verified_at IS DISTINCT FROM n.email_verified_at
        OR o.created_at IS DISTINCT FROM n.created_at));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A candidate: any change but their matching preferences and the row's update time.
CREATE OR REPLACE FUNCTION candidates_document_changes() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM signal_session_changes(array(
    SELECT DISTINCT changed FROM old_rows o JOIN new_rows n ON n.id = o.id,
      LATERAL (VALUES (o.user_id), (n.user_id)) AS users_of(changed)
    WHERE (to_jsonb(o) - 'preferences' - 'updated_at')
      IS DISTINCT FROM (to_jsonb(n) - 'preferences' - 'updated_at')));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS candidates_session_changes_update ON candidates;
--> statement-breakpoint
CREATE TRIGGER candidates_session_changes_update AFTER UPDATE ON candidates
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION candidates_document_changes();
--> statement-breakpoint
-- A candidate's education (its rows are listed in the document).
CREATE OR REPLACE FUNCTION education_histories_document_changes() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM signal_session_changes(array(
      SELECT DISTINCT c.user_id FROM new_rows e JOIN candidates c ON c.id = e.candidate_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM signal_session_changes(array(
      SELECT DISTINCT c.user_id FROM old_rows e JOIN candidates c ON c.id = e.candidate_id));
  ELSE
    PERFORM signal_session_changes(array(
      SELECT DISTINCT c.user_id FROM (
        SELECT candidate_id FROM old_rows UNION SELECT candidate_id FROM new_rows
      ) e JOIN candidates c ON c.id = e.candidate_id));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER education_histories_document_changes_insert AFTER INSERT ON education_histories
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION education_histories_document_changes();
--> statement-breakpoint
CREATE TRIGGER education_histories_document_changes_update AFTER UPDATE ON education_histories
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION education_histories_document_changes();
--> statement-breakpoint
CREATE TRIGGER education_histories_document_changes_delete AFTER DELETE ON education_histories
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION education_histories_document_changes();
--> statement-breakpoint
-- Degrees and subjects: their names, shown on their candidates' documents.
CREATE OR REPLACE FUNCTION degrees_subjects_document_changes() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM signal_session_changes(array(
    SELECT DISTINCT c.user_id FROM old_rows o JOIN new_rows n ON n.id = o.id
      JOIN candidates c ON (CASE TG_TABLE_NAME WHEN 'degrees' THEN c.degree_id ELSE c.subject_id END) = o.id
    WHERE o.name IS DISTINCT FROM n.name));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER degrees_document_changes AFTER UPDATE ON degrees
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION degrees_subjects_document_changes();
--> statement-breakpoint
CREATE TRIGGER subjects_document_changes AFTER UPDATE ON subjects
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION degrees_subjects_document_changes();
--> statement-breakpoint
-- Universities: name, address and website on their students' documents; their city gives
-- their societies' time zone.
CREATE OR REPLACE FUNCTION universities_document_changes() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM signal_session_changes(array(
    WITH changed AS (
      SELECT o.id FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE o.name IS DISTINCT FROM n.name OR o.slug IS DISTINCT FROM n.slug
        OR o.website IS DISTINCT FROM n.website OR o.city_id IS DISTINCT FROM n.city_id
    )
    SELECT c.user_id FROM education_histories e JOIN candidates c ON c.id = e.candidate_id
      WHERE e.university_id IN (SELECT id FROM changed)
    UNION
    SELECT m.user_id FROM managers m JOIN student_societies s ON s.id = m.student_society_id
      WHERE s.university_id IN (SELECT id FROM changed)));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER universities_document_changes AFTER UPDATE ON universities
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION universities_document_changes();
--> statement-breakpoint
-- Societies and companies: what their managers' and recruiters' documents show of them.
CREATE OR REPLACE FUNCTION student_societies_document_changes() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM signal_session_changes(array(
    SELECT DISTINCT m.user_id FROM old_rows o JOIN new_rows n ON n.id = o.id
      JOIN managers m ON m.student_society_id = o.id
    WHERE o.name IS DISTINCT FROM n.name OR o.slug IS DISTINCT FROM n.slug
      OR o.icon_url IS DISTINCT FROM n.icon_url OR o.is_verified IS DISTINCT FROM n.is_verified
      OR o.provider_verified IS DISTINCT FROM n.provider_verified
      OR o.university_id IS DISTINCT FROM n.university_id));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER student_societies_document_changes AFTER UPDATE ON student_societies
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION student_societies_document_changes();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION companies_document_changes() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM signal_session_changes(array(
    SELECT DISTINCT r.user_id FROM old_rows o JOIN new_rows n ON n.id = o.id
      JOIN recruiters r ON r.company_id = o.id
    WHERE o.name IS DISTINCT FROM n.name OR o.slug IS DISTINCT FROM n.slug
      OR o.icon_url IS DISTINCT FROM n.icon_url OR o.is_verified IS DISTINCT FROM n.is_verified
      OR o.provider_verified IS DISTINCT FROM n.provider_verified
      OR o.city_id IS DISTINCT FROM n.city_id));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER companies_document_changes AFTER UPDATE ON companies
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION companies_document_changes();
--> statement-breakpoint
-- A city's time zone is every society's and company's in it: rare enough to forget everything.
CREATE OR REPLACE FUNCTION cities_document_changes() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
             WHERE o.time_zone IS DISTINCT FROM n.time_zone) THEN
    PERFORM pg_notify('session_changes', '*');
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER cities_document_changes AFTER UPDATE ON cities
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cities_document_changes();
