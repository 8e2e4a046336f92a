-- unaccent() is only STABLE (its dictionary could change); generated columns and indexes
-- need an IMMUTABLE function, so wrap it with the dictionary named explicitly.
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_name" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(birth_name, '')))) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sort_name" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce(last_name, '') || ' ' || coalesce(first_name, '')))) STORED;--> statement-breakpoint
CREATE INDEX "user_roles_school_user_idx" ON "user_roles" USING btree ("school_id","user_id");--> statement-breakpoint
CREATE INDEX "user_roles_school_degree_idx" ON "user_roles" USING btree ("school_id","degree_id");--> statement-breakpoint
CREATE INDEX "user_roles_school_campus_idx" ON "user_roles" USING btree ("school_id","campus_id");--> statement-breakpoint
CREATE INDEX "user_roles_school_year_idx" ON "user_roles" USING btree ("school_id","graduation_year");--> statement-breakpoint
CREATE INDEX "users_search_name_trgm_idx" ON "users" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_sort_name_idx" ON "users" USING btree ("sort_name","id");