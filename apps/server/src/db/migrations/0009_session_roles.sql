-- The session lookup in one round trip (issue 11, cost of the tenancy wall): a signed-in
-- user's roles in every school, found through the session's secret hash, so that a caller can
-- read only the roles of the session it holds. SECURITY DEFINER runs it as the owner, past the
-- user_roles policy, which shows other schools' roles only once app.user_id is set (by the
-- same session query, too late for its own subquery).
CREATE FUNCTION app_session_roles(p_id_hash varchar) RETURNS json
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT coalesce(json_agg(row_to_json(ur) ORDER BY ur.id), '[]'::json)
  FROM sessions s JOIN user_roles ur ON ur.user_id = s.user_id
  WHERE s.id_hash = p_id_hash AND s.expires_at > now()
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_session_roles(varchar) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_session_roles(varchar) TO alumni_app;
