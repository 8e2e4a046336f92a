-- Check-in codes a person reads out (issue 30 item 9): 8 characters of Crockford's base 32
-- (digits and capitals without I, L, O, U; domain CHECK_IN_CODE_ALPHABET), one per random
-- byte's low 5 bits. The bytes come from gen_random_uuid() (PostgreSQL's strong random
-- source): bytes 0-5, 7 and 9 of a version 4 UUID are wholly random (6 and 8 carry its
-- version and variant), so each character is uniform: 40 random bits. Unique per event
-- (the index below decides; a booking drawing a taken code draws again); codes drawn before
-- (32 hex characters) stay valid.
CREATE FUNCTION app_check_in_code() RETURNS varchar LANGUAGE sql VOLATILE AS $$
  SELECT string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', get_byte(r.b, i) % 32 + 1, 1), '' ORDER BY n)
  FROM (SELECT decode(replace(gen_random_uuid()::text, '-', ''), 'hex') AS b) r,
    unnest(ARRAY[0, 1, 2, 3, 4, 5, 7, 9]) WITH ORDINALITY AS t(i, n)
$$;--> statement-breakpoint
DROP INDEX "event_registrations_check_in_code_idx";--> statement-breakpoint
ALTER TABLE "event_registrations" ALTER COLUMN "check_in_code" SET DEFAULT app_check_in_code();--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_event_check_in_code_idx" ON "event_registrations" USING btree ("event_id","check_in_code");
