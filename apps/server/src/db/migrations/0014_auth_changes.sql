-- Issue 16 (performance): each instance keeps the sessions it has looked up in memory
-- (platform/session-cache.ts) and forgets a user's the moment anything that a session lookup
-- returns changes: the user, their roles, their sessions, or a school (its subdomain is part
-- of the lookup). These triggers say so on the `auth_changed` channel when the change
-- commits, whichever code made it (the app, an import, the CLI, another instance): the
-- payload lists the user ids (comma-separated), or `*` for everyone. One notification per
-- statement, so an import of 100,000 roles sends one, not 100,000.
CREATE FUNCTION app_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
  n integer;
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    SELECT count(DISTINCT id), string_agg(DISTINCT id::text, ',') INTO n, ids FROM changed_rows;
  ELSE
    SELECT count(DISTINCT user_id), string_agg(DISTINCT user_id::text, ',') INTO n, ids
    FROM changed_rows;
  END IF;
  -- A notification's payload holds less than 8,000 bytes.
  IF n > 500 THEN
    ids := '*';
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM pg_notify('auth_changed', ids);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION app_auth_changed_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changed', '*');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_auth_changed_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION app_auth_changed();
--> statement-breakpoint
CREATE TRIGGER users_auth_changed_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION app_auth_changed();
--> statement-breakpoint
CREATE TRIGGER user_roles_auth_changed_insert AFTER INSERT ON user_roles
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION app_auth_changed();
--> statement-breakpoint
CREATE TRIGGER user_roles_auth_changed_update AFTER UPDATE ON user_roles
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION app_auth_changed();
--> statement-breakpoint
CREATE TRIGGER user_roles_auth_changed_delete AFTER DELETE ON user_roles
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION app_auth_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_auth_changed_delete AFTER DELETE ON sessions
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION app_auth_changed();
--> statement-breakpoint
CREATE TRIGGER schools_auth_changed AFTER UPDATE OR DELETE ON schools
  FOR EACH STATEMENT EXECUTE FUNCTION app_auth_changed_all();
