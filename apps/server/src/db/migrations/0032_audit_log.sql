CREATE TABLE "audit_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"txid" bigint NOT NULL,
	"table_name" varchar(63) NOT NULL,
	"operation" varchar(6) NOT NULL,
	"row_key" jsonb,
	"before" jsonb,
	"after" jsonb,
	"redacted" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"actor_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"method" varchar(8) NOT NULL,
	"route" varchar(300) NOT NULL,
	"action" varchar(120) NOT NULL,
	"target_type" varchar(60) NOT NULL,
	"target_id" varchar(100),
	"target" jsonb NOT NULL,
	"status" smallint NOT NULL,
	"request_id" varchar(64) NOT NULL,
	"txid" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_changes" ADD CONSTRAINT "audit_changes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_changes_tx_idx" ON "audit_changes" USING btree ("school_id","txid","id");--> statement-breakpoint
CREATE INDEX "audit_log_school_idx" ON "audit_log" USING btree ("school_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("school_id","actor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("school_id","action","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("school_id","target_type","target_id");--> statement-breakpoint
-- The audit log (issue 31 item 2; docs/architecture.md "Audit log"). Behind the tenancy wall
-- like every school table (0007), and append-only for the app: the default privileges of 0007
-- gave alumni_app UPDATE and DELETE on new tables, taken back here.
ALTER TABLE audit_log ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON audit_log USING (app_all_schools() OR school_id = app_school_id());
--> statement-breakpoint
ALTER TABLE audit_changes ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON audit_changes USING (app_all_schools() OR school_id = app_school_id());
--> statement-breakpoint
REVOKE UPDATE, DELETE, TRUNCATE ON audit_log, audit_changes FROM alumni_app;
--> statement-breakpoint
-- One row trigger per audited table records its changes while the transaction's `app.audit`
-- names a school: the request's scope sets it when a school admin or a super user writes
-- (platform/audit.ts), and the trigger's WHEN clause skips the function entirely otherwise,
-- so members' writes pay nothing but that test. Arguments: the primary key's columns
-- (comma-separated, '' when none), then columns never recorded (derived or bulky: search
-- vectors, uploaded files' text, mail bodies carrying sign-in links). Columns named like a
-- secret are never recorded either: only their names, in `redacted`, when set or changed.
-- SECURITY DEFINER: a super user's step into another school (another app.school_id) still
-- records under the request's school.
CREATE FUNCTION audit_row() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  school integer := nullif(current_setting('app.audit', true), '')::integer;
  secret constant text := '(password|passwd|secret|token|hash|salt|encrypted|credential|email_backend|api_key|session|check_in_code)';
  keys text[] := CASE WHEN TG_ARGV[0] = '' THEN '{}'::text[] ELSE string_to_array(TG_ARGV[0], ',') END;
  dropped text[] := coalesce(TG_ARGV[1:TG_NARGS - 1], '{}'::text[]);
  old_row jsonb;
  new_row jsonb;
  before jsonb;
  after jsonb;
  hidden text[];
BEGIN
  IF school IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    old_row := to_jsonb(OLD) - dropped;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_row := to_jsonb(NEW) - dropped;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    SELECT jsonb_object_agg(n.key, o.value) FILTER (WHERE n.key !~ secret),
           jsonb_object_agg(n.key, n.value) FILTER (WHERE n.key !~ secret),
           array_agg(n.key ORDER BY n.key) FILTER (WHERE n.key ~ secret)
      INTO before, after, hidden
      FROM jsonb_each(new_row) n JOIN jsonb_each(old_row) o ON o.key = n.key
     WHERE n.value IS DISTINCT FROM o.value;
    IF before IS NULL AND hidden IS NULL THEN
      RETURN NULL; -- nothing changed
    END IF;
  ELSE
    SELECT jsonb_object_agg(r.key, r.value) FILTER (WHERE r.key !~ secret),
           array_agg(r.key ORDER BY r.key) FILTER (WHERE r.key ~ secret AND r.value <> 'null'::jsonb)
      INTO after, hidden
      FROM jsonb_each(coalesce(new_row, old_row)) r;
    IF TG_OP = 'DELETE' THEN
      before := after;
      after := NULL;
    END IF;
  END IF;
  INSERT INTO audit_changes (school_id, txid, table_name, operation, row_key, before, after, redacted)
  VALUES (
    school, txid_current(), TG_TABLE_NAME, TG_OP,
    (SELECT jsonb_object_agg(k, coalesce(new_row, old_row) -> k) FROM unnest(keys) k WHERE k !~ secret),
    before, after, coalesce(hidden, '{}'::text[])
  );
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Puts the audit trigger on a table (again): `SELECT audit_table('things');` in the migration
-- that creates it, with the columns never to record after it when there are any. The
-- catalogue test (platform/audit.test.ts) fails for a public table with neither the trigger nor
-- a listed exemption.
CREATE FUNCTION audit_table(tbl regclass, VARIADIC dropped text[] DEFAULT '{}'::text[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  keys text;
BEGIN
  SELECT string_agg(a.attname, ',' ORDER BY array_position(i.indkey::int2[], a.attnum))
    INTO keys
    FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
   WHERE i.indrelid = tbl AND i.indisprimary;
  EXECUTE format('DROP TRIGGER IF EXISTS audit_row ON %s', tbl);
  EXECUTE format(
    'CREATE TRIGGER audit_row AFTER INSERT OR UPDATE OR DELETE ON %s FOR EACH ROW '
    'WHEN (current_setting(''app.audit'', true) <> '''') EXECUTE FUNCTION audit_row(%s)',
    tbl,
    (SELECT string_agg(quote_literal(arg), ', ') FROM unnest(ARRAY[coalesce(keys, '')] || dropped) arg)
  );
END $$;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION audit_table(regclass, text[]) FROM PUBLIC;
--> statement-breakpoint
-- Every table of the public schema but the exempt ones (listed with their reasons in
-- platform/audit.test.ts): the log itself, sessions and sign-in throttling, view counters.
SELECT audit_table(c.oid::regclass)
  FROM pg_class c
 WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r'
   AND c.relname NOT IN ('audit_log', 'audit_changes', 'sessions', 'auth_failures', 'item_views');
--> statement-breakpoint
SELECT audit_table('users', 'search_name', 'sort_name', 'search_vector');
--> statement-breakpoint
SELECT audit_table('imports', 'content');
--> statement-breakpoint
SELECT audit_table('outbox_messages', 'text', 'html');
