CREATE TABLE "erasure_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"requested_by" integer,
	"scope" varchar(8) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	CONSTRAINT "erasure_requests_scope" CHECK ("erasure_requests"."scope" in ('account', 'school')),
	CONSTRAINT "erasure_requests_status" CHECK ("erasure_requests"."status" in ('pending', 'cancelled', 'done'))
);
--> statement-breakpoint
CREATE TABLE "member_field_visibility" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"phone" varchar(8) DEFAULT 'nobody' NOT NULL,
	"email" varchar(8) DEFAULT 'nobody' NOT NULL,
	"date_birth" varchar(8) DEFAULT 'nobody' NOT NULL,
	"city" varchar(8) DEFAULT 'public' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_field_visibility_values" CHECK ("member_field_visibility"."phone" in ('public', 'members', 'nobody') and "member_field_visibility"."email" in ('public', 'members', 'nobody') and "member_field_visibility"."date_birth" in ('public', 'members', 'nobody') and "member_field_visibility"."city" in ('public', 'members', 'nobody'))
);
--> statement-breakpoint
CREATE TABLE "personal_data_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(8) DEFAULT 'pending' NOT NULL,
	"file_key" text,
	"size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "personal_data_exports_status" CHECK ("personal_data_exports"."status" in ('pending', 'ready', 'failed', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_field_visibility" ADD CONSTRAINT "member_field_visibility_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_data_exports" ADD CONSTRAINT "personal_data_exports_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_data_exports" ADD CONSTRAINT "personal_data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "erasure_requests_pending_key" ON "erasure_requests" USING btree ("user_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "erasure_requests_due_idx" ON "erasure_requests" USING btree ("due_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "personal_data_exports_user_idx" ON "personal_data_exports" USING btree ("school_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "personal_data_exports_pending_key" ON "personal_data_exports" USING btree ("school_id","user_id") WHERE status = 'pending';--> statement-breakpoint
-- Personal data (issue 34 item 6; docs/areas/personal-data.md). The exports and the erasures
-- belong to the school where they were asked, behind the tenancy wall; an erasure is also
-- readable and cancellable by its member from any school's host (their own account).
ALTER TABLE personal_data_exports ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE personal_data_exports FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON personal_data_exports USING (app_all_schools() OR school_id = app_school_id());
--> statement-breakpoint
ALTER TABLE erasure_requests ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE erasure_requests FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON erasure_requests USING (app_all_schools() OR school_id = app_school_id() OR user_id = app_user_id());
--> statement-breakpoint
SELECT audit_table('personal_data_exports');
--> statement-breakpoint
SELECT audit_table('erasure_requests');
--> statement-breakpoint
SELECT audit_table('member_field_visibility');
--> statement-breakpoint
-- The erasure's scrub (modules/personal-data/erasure.ts), the sanctioned way to touch the
-- append-only audit log and the outbox: SECURITY DEFINER, callable by the app's role only.
-- 1. The audit log's changes of rows about the member (`p_columns`: the member columns of
--    the catalogue that are theirs, not traces of what they did to others' rows; the users
--    row by its key) keep their column names, their values blanked.
-- 2. The outbox's mails to the member's address are deleted.
-- 3. Every text, varchar and json(b) column of every table of the public schema, and the job
--    queue's payloads (pgboss.job, pgboss.archive: mail jobs carry addresses and names), has
--    each of `p_terms` (the member's e-mail, phone and full names; 3 characters at least)
--    replaced by `p_replacement`, whatever the case. Generated columns follow their sources.
-- Rows are those the caller's settings let through (the job runs across schools). Returns
-- how many column values changed. One full scan per text column: rare, in a background job.
CREATE FUNCTION erase_member_text(p_user integer, p_columns text[], p_email text, p_terms text[], p_replacement text)
RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  uid text := p_user::text;
  pattern text;
  col record;
  changed integer := 0;
  n integer;
BEGIN
  UPDATE audit_changes a SET
    before = (SELECT jsonb_object_agg(k, NULL) FROM jsonb_object_keys(a.before) k),
    after = (SELECT jsonb_object_agg(k, NULL) FROM jsonb_object_keys(a.after) k)
  WHERE (a.table_name = 'users' AND a.row_key ->> 'id' = uid)
     OR EXISTS (SELECT 1 FROM unnest(p_columns) c
                WHERE a.before ->> c = uid OR a.after ->> c = uid);
  GET DIAGNOSTICS n = ROW_COUNT;
  changed := changed + n;
  IF p_email IS NOT NULL AND p_email <> '' THEN
    DELETE FROM outbox_messages WHERE lower("to") = lower(p_email);
    GET DIAGNOSTICS n = ROW_COUNT;
    changed := changed + n;
  END IF;
  -- Each term literally: every character but letters, digits and spaces escaped.
  SELECT string_agg(regexp_replace(t, '([^[:alnum:][:space:]])', '\\\1', 'g'), '|')
    INTO pattern
    FROM unnest(p_terms) t WHERE length(btrim(t)) >= 3;
  IF pattern IS NULL THEN
    RETURN changed;
  END IF;
  pattern := '(' || pattern || ')';
  FOR col IN
    SELECT n.nspname AS sch, c.relname AS tbl, a.attname AS name, t.typname AS typ
      FROM pg_attribute a
      JOIN pg_class c ON c.oid = a.attrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_type t ON t.oid = a.atttypid
     WHERE a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
       AND t.typname IN ('text', 'varchar', 'bpchar', 'json', 'jsonb')
       AND ((n.nspname = 'public' AND c.relkind = 'r')
         OR (n.nspname = 'pgboss' AND c.relname IN ('job', 'archive') AND c.relkind IN ('r', 'p')))
     ORDER BY 1, 2, 3
  LOOP
    IF col.typ IN ('json', 'jsonb') THEN
      EXECUTE format('UPDATE %I.%I SET %I = regexp_replace(%I::text, $1, $2, ''gi'')::%s WHERE %I::text ~* $1',
        col.sch, col.tbl, col.name, col.name, col.typ, col.name)
        USING pattern, p_replacement;
    ELSE
      EXECUTE format('UPDATE %I.%I SET %I = regexp_replace(%I, $1, $2, ''gi'') WHERE %I ~* $1',
        col.sch, col.tbl, col.name, col.name, col.name)
        USING pattern, p_replacement;
    END IF;
    GET DIAGNOSTICS n = ROW_COUNT;
    changed := changed + n;
  END LOOP;
  RETURN changed;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION erase_member_text(integer, text[], text, text[], text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION erase_member_text(integer, text[], text, text[], text) TO alumni_app;
