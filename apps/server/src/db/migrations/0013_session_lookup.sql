-- Issue 16 (performance): a signed-in request's session lookup runs before, and outside, the
-- request's transaction, which now begins at its first query (platform/pooled-transaction.ts):
-- a request answered from its session (`/api/users/me/`) makes one round trip and holds no
-- connection in a transaction. The lookup crosses the wall by design (a session names its
-- school; the user's roles in every school feed the user menu), so it is one definer
-- function keyed by the session id's hash, as app_session_roles was, which it replaces.
-- PL/pgSQL: planned once per connection.
CREATE OR REPLACE FUNCTION app_session(p_id_hash varchar, p_subdomain varchar) RETURNS json
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public AS $$
BEGIN
  RETURN (
    SELECT json_build_object(
      'last_seen_at', s.last_seen_at,
      'user', row_to_json(u),
      'roles', (
        SELECT coalesce(json_agg(row_to_json(ur) ORDER BY ur.id), '[]'::json)
        FROM user_roles ur WHERE ur.user_id = s.user_id
      )
    )
    FROM sessions s
    JOIN schools sc ON sc.id = s.school_id
    JOIN users u ON u.id = s.user_id
    WHERE s.id_hash = p_id_hash AND s.expires_at > now() AND sc.subdomain = p_subdomain
      -- Called inside a school's scope, a session of another school finds nobody.
      AND (app_school_id() IS NULL OR s.school_id = app_school_id())
    LIMIT 1
  );
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_session(varchar, varchar) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_session(varchar, varchar) TO alumni_app;
--> statement-breakpoint
DROP FUNCTION app_session_roles(varchar);
