-- Issue 35 item 4: `/api/users/me/` answers from the instance's session cache with no query.
-- Besides the session, it reads whether the member must accept the school's terms first and
-- whether an erasure of their account is pending; each instance keeps those facts with the
-- user's cached session (platform/session-cache.ts `remember`) and forgets them on the same
-- `auth_changed` notifications (migration 0014): an acceptance or an erasure request names its
-- user; a terms version published, changed or removed concerns every member of its school,
-- and says so for everyone (`*`: rare, an admin's act).
CREATE TRIGGER terms_acceptances_auth_changed_insert AFTER INSERT ON terms_acceptances
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION app_auth_changed();
--> statement-breakpoint
CREATE TRIGGER terms_acceptances_auth_changed_update AFTER UPDATE ON terms_acceptances
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION app_auth_changed();
--> statement-breakpoint
CREATE TRIGGER terms_acceptances_auth_changed_delete AFTER DELETE ON terms_acceptances
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION app_auth_changed();
--> statement-breakpoint
CREATE TRIGGER school_terms_versions_auth_changed AFTER INSERT OR UPDATE OR DELETE ON school_terms_versions
  FOR EACH STATEMENT EXECUTE FUNCTION app_auth_changed_all();
--> statement-breakpoint
CREATE TRIGGER erasure_requests_auth_changed_insert AFTER INSERT ON erasure_requests
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION app_auth_changed();
--> statement-breakpoint
CREATE TRIGGER erasure_requests_auth_changed_update AFTER UPDATE ON erasure_requests
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION app_auth_changed();
--> statement-breakpoint
CREATE TRIGGER erasure_requests_auth_changed_delete AFTER DELETE ON erasure_requests
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION app_auth_changed();
