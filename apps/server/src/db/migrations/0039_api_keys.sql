-- The school's API keys (issue 31 item 9; spec 1 §2 Settings "API key and docs", §3 "API key
-- with owner", §5 "API key owner required"): a key is stored as the SHA-256 of the whole key
-- (`key_hash`, never recorded by the audit trigger), with its public prefix, its owner, who
-- created it, its last use and its revocation.
CREATE TABLE "api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"name" varchar(100) DEFAULT '' NOT NULL,
	"prefix" varchar(8) NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_key_hash_idx" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "api_keys_school_idx" ON "api_keys" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "api_keys_owner_idx" ON "api_keys" USING btree ("owner_id");

--> statement-breakpoint
-- The tenancy wall (migration 0007): the row carries its school.
ALTER TABLE api_keys ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON api_keys USING (app_all_schools() OR school_id = app_school_id());
--> statement-breakpoint
-- The audit log (migration 0032): an admin creating or revoking a key is logged with its row,
-- the hash redacted by the trigger's secret pattern.
SELECT audit_table('api_keys');
--> statement-breakpoint
-- Authentication by key (platform/api-keys.ts): as the session lookup (migration 0013), one
-- definer function, called before and outside the request's transaction on PostgreSQL, keyed
-- by the key's hash and the subdomain of the request's host. It answers the owner and their
-- roles in the key's school only (a key acts in its school, never as a super user: the server
-- drops that flag), or null when the key is unknown, revoked, of another school, or its owner
-- is deactivated or no longer an active member of the school. It records the use at most once
-- a minute (the conditional UPDATE), so that reads with a key stay cheap.
CREATE OR REPLACE FUNCTION app_api_key(p_key_hash varchar, p_subdomain varchar) RETURNS json
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public AS $$
DECLARE
  v_key_id integer;
  v_school_id integer;
  v_owner_id integer;
  v_found json;
BEGIN
  SELECT k.id, k.school_id, k.owner_id INTO v_key_id, v_school_id, v_owner_id
  FROM api_keys k
  JOIN schools sc ON sc.id = k.school_id
  WHERE k.key_hash = p_key_hash AND k.revoked_at IS NULL AND sc.subdomain = p_subdomain
    -- Called inside a school's scope, a key of another school finds nobody.
    AND (app_school_id() IS NULL OR k.school_id = app_school_id());
  IF v_key_id IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT json_build_object(
    'key_id', v_key_id,
    'user', row_to_json(u),
    'roles', (
      SELECT coalesce(json_agg(row_to_json(ur) ORDER BY ur.id), '[]'::json)
      FROM user_roles ur WHERE ur.user_id = u.id AND ur.school_id = v_school_id
    )
  ) INTO v_found
  FROM users u
  WHERE u.id = v_owner_id AND u.is_active
    AND EXISTS (
      SELECT 1 FROM user_roles ur
      WHERE ur.user_id = u.id AND ur.school_id = v_school_id AND ur.is_active
    );
  IF v_found IS NULL THEN
    RETURN NULL;
  END IF;
  UPDATE api_keys SET last_used_at = now()
  WHERE id = v_key_id AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute');
  RETURN v_found;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_api_key(varchar, varchar) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_api_key(varchar, varchar) TO alumni_app;
