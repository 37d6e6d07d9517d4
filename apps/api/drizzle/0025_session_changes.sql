-- Decision 037: every app instance keeps the sessions it resolved for a few seconds; any change
-- to what a session resolves to (the session revoked or shortened, the user's email, name, role
-- or approval, their candidate, manager or recruiter row) is signalled on the channel
-- `session_changes` at commit, with the user's id, so every instance forgets that user's
-- sessions at once. A statement touching more than 100 users signals '*' (forget every session).
-- Statement-level triggers with transition tables: one signal per statement, not per row.
CREATE OR REPLACE FUNCTION signal_session_changes(user_ids uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  changed uuid;
BEGIN
  IF user_ids IS NULL OR cardinality(user_ids) = 0 THEN
    RETURN;
  END IF;
  IF cardinality(user_ids) > 100 THEN
    PERFORM pg_notify('session_changes', '*');
    RETURN;
  END IF;
  FOREACH changed IN ARRAY user_ids LOOP
    PERFORM pg_notify('session_changes', changed::text);
  END LOOP;
END;
$$;
--> statement-breakpoint
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
        OR o.type IS DISTINCT FROM n.type OR o.is_approved IS DISTINCT FROM n.is_approved));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_session_changes_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION users_session_changes();
--> statement-breakpoint
CREATE TRIGGER users_session_changes_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION users_session_changes();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sessions_session_changes() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM signal_session_changes(array(SELECT DISTINCT user_id FROM old_rows));
  ELSE
    PERFORM signal_session_changes(array(
      SELECT DISTINCT changed FROM old_rows o JOIN new_rows n ON n.id = o.id,
        LATERAL (VALUES (o.user_id), (n.user_id)) AS users_of(changed)
      WHERE o.revoked_at IS DISTINCT FROM n.revoked_at OR o.token_hash <> n.token_hash
        OR o.user_id <> n.user_id OR n.expires_at < o.expires_at));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_session_changes_update AFTER UPDATE ON sessions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sessions_session_changes();
--> statement-breakpoint
CREATE TRIGGER sessions_session_changes_delete AFTER DELETE ON sessions
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sessions_session_changes();
--> statement-breakpoint
-- candidates, managers and recruiters: which row a user has and the facts of it a session
-- carries (onboarding completed, the society, the company).
CREATE OR REPLACE FUNCTION userable_session_changes() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM signal_session_changes(array(SELECT DISTINCT user_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM signal_session_changes(array(SELECT DISTINCT user_id FROM old_rows));
  ELSE
    PERFORM signal_session_changes(array(
      SELECT DISTINCT changed FROM (
        SELECT to_jsonb(o) AS o, to_jsonb(n) AS n FROM old_rows o JOIN new_rows n ON n.id = o.id
      ) AS pair, LATERAL (VALUES ((pair.o->>'user_id')::uuid), ((pair.n->>'user_id')::uuid)) AS users_of(changed)
      WHERE pair.o->'user_id' IS DISTINCT FROM pair.n->'user_id'
        OR pair.o->'onboarding_completed' IS DISTINCT FROM pair.n->'onboarding_completed'
        OR pair.o->'student_society_id' IS DISTINCT FROM pair.n->'student_society_id'
        OR pair.o->'company_id' IS DISTINCT FROM pair.n->'company_id'));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER candidates_session_changes_insert AFTER INSERT ON candidates
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION userable_session_changes();
--> statement-breakpoint
CREATE TRIGGER candidates_session_changes_update AFTER UPDATE ON candidates
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION userable_session_changes();
--> statement-breakpoint
CREATE TRIGGER candidates_session_changes_delete AFTER DELETE ON candidates
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION userable_session_changes();
--> statement-breakpoint
CREATE TRIGGER managers_session_changes_insert AFTER INSERT ON managers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION userable_session_changes();
--> statement-breakpoint
CREATE TRIGGER managers_session_changes_update AFTER UPDATE ON managers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION userable_session_changes();
--> statement-breakpoint
CREATE TRIGGER managers_session_changes_delete AFTER DELETE ON managers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION userable_session_changes();
--> statement-breakpoint
CREATE TRIGGER recruiters_session_changes_insert AFTER INSERT ON recruiters
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION userable_session_changes();
--> statement-breakpoint
CREATE TRIGGER recruiters_session_changes_update AFTER UPDATE ON recruiters
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION userable_session_changes();
--> statement-breakpoint
CREATE TRIGGER recruiters_session_changes_delete AFTER DELETE ON recruiters
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION userable_session_changes();
