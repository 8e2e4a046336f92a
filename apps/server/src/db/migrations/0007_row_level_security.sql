-- The tenancy wall's second layer (architecture issue, DESIGN §4): PostgreSQL row-level
-- security on every school-scoped table. The app works as the non-owner role alumni_app and
-- sets app.school_id (and app.user_id once signed in) with set_config(..., true) in each
-- request's transaction; policies compare them. The owner (migrations, seed, CLI, tests'
-- fixtures) is not subject to these policies; cross-school work by the app sets
-- app.all_schools = 'on' through one audited helper (platform/school-scope.ts).
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'alumni_app') THEN
    CREATE ROLE alumni_app NOLOGIN;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  -- Another database of the same cluster created it at the same moment (parallel tests).
  NULL;
END $$;
--> statement-breakpoint
DO $$
BEGIN
  -- A non-superuser owner needs membership to SET ROLE; a superuser has it implicitly.
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    EXECUTE format('GRANT alumni_app TO %I', current_user);
  END IF;
EXCEPTION WHEN duplicate_object OR insufficient_privilege THEN
  NULL;
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO alumni_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO alumni_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO alumni_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO alumni_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO alumni_app;
--> statement-breakpoint
CREATE FUNCTION app_school_id() RETURNS integer LANGUAGE sql STABLE AS
$$ SELECT nullif(current_setting('app.school_id', true), '')::integer $$;
--> statement-breakpoint
CREATE FUNCTION app_user_id() RETURNS integer LANGUAGE sql STABLE AS
$$ SELECT nullif(current_setting('app.user_id', true), '')::integer $$;
--> statement-breakpoint
CREATE FUNCTION app_all_schools() RETURNS boolean LANGUAGE sql STABLE AS
$$ SELECT coalesce(current_setting('app.all_schools', true), '') = 'on' $$;
--> statement-breakpoint
ALTER TABLE school_features ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON school_features USING (app_all_schools() OR school_id = app_school_id());
--> statement-breakpoint
ALTER TABLE school_links ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON school_links USING (app_all_schools() OR school_id = app_school_id());
--> statement-breakpoint
ALTER TABLE school_roles ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON school_roles USING (app_all_schools() OR school_id = app_school_id());
--> statement-breakpoint
ALTER TABLE campuses ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON campuses USING (app_all_schools() OR school_id = app_school_id());
--> statement-breakpoint
ALTER TABLE degrees ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON degrees USING (app_all_schools() OR school_id = app_school_id());
--> statement-breakpoint
ALTER TABLE key_numbers ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON key_numbers USING (app_all_schools() OR school_id = app_school_id());
--> statement-breakpoint
ALTER TABLE school_badges ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON school_badges USING (app_all_schools() OR school_id = app_school_id());
--> statement-breakpoint
ALTER TABLE userrole_validators ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON userrole_validators USING (app_all_schools() OR school_id = app_school_id());
--> statement-breakpoint
ALTER TABLE sessions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON sessions USING (app_all_schools() OR school_id = app_school_id());
--> statement-breakpoint
ALTER TABLE user_school_settings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON user_school_settings USING (app_all_schools() OR school_id = app_school_id());
--> statement-breakpoint
ALTER TABLE posts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON posts USING (app_all_schools() OR school_id = app_school_id());
--> statement-breakpoint
ALTER TABLE reports ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON reports USING (app_all_schools() OR school_id = app_school_id());
--> statement-breakpoint
ALTER TABLE notifications ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON notifications USING (app_all_schools() OR school_id = app_school_id());
--> statement-breakpoint
ALTER TABLE imports ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON imports USING (app_all_schools() OR school_id = app_school_id());
--> statement-breakpoint
ALTER TABLE import_logs ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON import_logs USING (app_all_schools() OR school_id = app_school_id());
--> statement-breakpoint
ALTER TABLE role_change_requests ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON role_change_requests USING (app_all_schools() OR school_id = app_school_id());
--> statement-breakpoint
ALTER TABLE user_tokens ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON user_tokens USING (app_all_schools() OR school_id IS NULL OR school_id = app_school_id());
--> statement-breakpoint
ALTER TABLE outbox_messages ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON outbox_messages USING (app_all_schools() OR school_id IS NULL OR school_id = app_school_id());
--> statement-breakpoint
ALTER TABLE educations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON educations USING (app_all_schools() OR school_id IS NULL OR school_id = app_school_id());
--> statement-breakpoint
ALTER TABLE profile_logs ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON profile_logs USING (app_all_schools() OR school_id IS NULL OR school_id = app_school_id());
--> statement-breakpoint
ALTER TABLE user_roles ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
-- A signed-in user also sees their own roles in other schools (the user menu lists them);
-- they may change roles only in the current school.
CREATE POLICY school_wall ON user_roles
  USING (app_all_schools() OR school_id = app_school_id() OR user_id = app_user_id())
  WITH CHECK (app_all_schools() OR school_id = app_school_id());
--> statement-breakpoint
ALTER TABLE post_comments ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
-- Through its parent, whose own policy applies inside the subquery.
CREATE POLICY school_wall ON post_comments USING (app_all_schools() OR EXISTS (SELECT 1 FROM posts p WHERE p.id = post_id));
--> statement-breakpoint
ALTER TABLE post_likes ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
-- Through its parent, whose own policy applies inside the subquery.
CREATE POLICY school_wall ON post_likes USING (app_all_schools() OR EXISTS (SELECT 1 FROM posts p WHERE p.id = post_id));
--> statement-breakpoint
ALTER TABLE role_view_permissions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
-- Through its parent, whose own policy applies inside the subquery.
CREATE POLICY school_wall ON role_view_permissions USING (app_all_schools() OR EXISTS (SELECT 1 FROM school_roles p WHERE p.id = school_role_id));
--> statement-breakpoint
ALTER TABLE timeline_entries ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
-- Through its parent, whose own policy applies inside the subquery.
CREATE POLICY school_wall ON timeline_entries USING (app_all_schools() OR EXISTS (SELECT 1 FROM user_roles p WHERE p.id = user_role_id));
