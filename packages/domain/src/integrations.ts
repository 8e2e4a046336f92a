import { z } from 'zod';
import { DB_ID_MAX } from './api/shared.ts';
import {
  EVENT_FILTER_VALUES_MAX,
  EVENT_FILTER_YEAR_MAX,
  EVENT_FILTER_YEAR_MIN,
  type EventFilters,
  type EventMembership,
  passesEventFilters,
} from './events.ts';
import { INTEGRATION_REFS } from './integration-messages.ts';
import { ROLE_CODES } from './roles.ts';
import { urlSchema } from './validation.ts';
import { RUN_ON_ANY_OBJECT, requiredText, unlessEmpty } from './validation-helpers.ts';
import { VALIDATION_REFS, validationRef } from './validation-messages.ts';

/**
 * A school's integrations with outside systems (spec 1 §2 Settings section "integrations",
 * §3 "Integration: base URL, API token, filters, mappings"; issue 31 item 9): where the other
 * system answers (its base URL), the token that opens it (write-only: stored encrypted, never
 * sent back), which members it concerns (filters) and how our member fields are named there
 * (mappings). Admins add them, change them and test the connection; nothing is sent to the
 * other system yet besides the test's GET.
 */

/** Longest integration name (characters). */
export const INTEGRATION_NAME_MAX = 100;
/** Longest base URL (characters), as a job ad's link (spec 2 §9 "link 500"). */
export const INTEGRATION_URL_MAX = 500;
/** Longest token (characters): long JSON Web Tokens fit. */
export const INTEGRATION_TOKEN_MAX = 4000;
/** Field mappings per integration at most. */
export const INTEGRATION_MAPPINGS_MAX = 50;
/** Longest target field name (characters). */
export const INTEGRATION_TARGET_MAX = 100;
/** Values of each filter kind at most (as an event's restriction filters). */
export const INTEGRATION_FILTER_VALUES_MAX = EVENT_FILTER_VALUES_MAX;
/** Integrations per school at most. */
export const INTEGRATIONS_PER_SCHOOL_MAX = 20;

/** How long the "test connection" call waits for the other system's answer (ms). */
export const INTEGRATION_TEST_TIMEOUT_MS = 5000;
/** How much of the other system's answer the test reads at most (bytes); the rest is dropped. */
export const INTEGRATION_TEST_READ_MAX_BYTES = 4096;

/**
 * Our member fields a mapping may send (spec 1 §3 User and User role): the fixed list the
 * mappings editor offers, in its order. `external_ref` is the user's external reference;
 * `role`, `degree`, `campus` and `graduation_year` come from their role in the school.
 */
export const INTEGRATION_MEMBER_FIELDS = [
  'id',
  'civility',
  'first_name',
  'last_name',
  'birth_name',
  'email',
  'phone',
  'date_birth',
  'city',
  'country',
  'external_ref',
  'role',
  'degree',
  'campus',
  'graduation_year',
] as const;
export type IntegrationMemberField = (typeof INTEGRATION_MEMBER_FIELDS)[number];

/** A target field name: letters, digits, `_`, `.` and `-` (dots name nested fields there). */
export const INTEGRATION_TARGET_PATTERN = /^[A-Za-z0-9_.-]+$/;

/** A token: visible ASCII only (it travels in the `Authorization` header). */
const TOKEN_PATTERN = /^[\x21-\x7e]+$/;

/** Why a test of the connection got no answer (the web words each one). */
export const INTEGRATION_TEST_ERRORS = ['timeout', 'unreachable', 'refused_address'] as const;
export type IntegrationTestError = (typeof INTEGRATION_TEST_ERRORS)[number];

const m = VALIDATION_REFS;

/** Ids of the school's degrees or campuses (the server checks they are the school's). */
const ids = () =>
  z
    .array(z.number({ error: m.invalidChoice }).int().positive().max(DB_ID_MAX), {
      error: m.invalidChoice,
    })
    .max(INTEGRATION_FILTER_VALUES_MAX, { error: m.invalidChoice });

/** One mapping: our member field `source` is sent as their field `target`. */
export const integrationMappingSchema = z.object({
  source: z.enum(INTEGRATION_MEMBER_FIELDS, { error: m.invalidChoice }),
  target: requiredText(m, INTEGRATION_TARGET_MAX).refine(
    unlessEmpty((target) => INTEGRATION_TARGET_PATTERN.test(target)),
    { error: INTEGRATION_REFS.targetInvalid },
  ),
});
export type IntegrationMapping = z.output<typeof integrationMappingSchema>;

/**
 * The token as a body carries it: a new token (trimmed, visible ASCII, ≤ INTEGRATION_TOKEN_MAX)
 * replaces the saved one; `null` clears it; absent, or empty, keeps it (a form's token field
 * left blank). Parsed: the token, null, or undefined for "keep".
 */
const tokenSchema = z
  .string({ error: INTEGRATION_REFS.tokenInvalid })
  .trim()
  .max(INTEGRATION_TOKEN_MAX, { error: validationRef('tooLong', { max: INTEGRATION_TOKEN_MAX }) })
  .refine((token) => token === '' || TOKEN_PATTERN.test(token), {
    error: INTEGRATION_REFS.tokenInvalid,
  })
  .transform((token) => (token === '' ? undefined : token))
  .nullable()
  .optional();

/**
 * Body of `POST /api/schools/{id}/integrations/` and `PATCH …/integrations/{integrationId}/`:
 * the whole integration but its token. `name` required (≤ 100); `base_url` required, http or
 * https with a valid host (spec 1 §5 General "URL", urlSchema; ≤ 500); `token` write-only (see
 * tokenSchema); `enabled`; the filters of the members it concerns, as an event's restriction
 * filters (spec 1 §3 Event "filters (degrees, roles, campus, graduation year)"): role codes,
 * degree and campus ids (the server checks they are the school's), graduation years; the
 * `mappings` (≤ 50), each target written by one mapping only.
 */
export const integrationSchema = z
  .object({
    name: requiredText(m, INTEGRATION_NAME_MAX),
    base_url: urlSchema()
      .refine((url) => url !== '', { error: m.required })
      .refine((url) => url.length <= INTEGRATION_URL_MAX, {
        error: validationRef('tooLong', { max: INTEGRATION_URL_MAX }),
      }),
    token: tokenSchema,
    enabled: z.boolean({ error: m.invalidValue }).default(false),
    filter_roles: z
      .array(
        z
          .number({ error: m.invalidRole })
          .int({ error: m.invalidRole })
          .refine((code) => (ROLE_CODES as readonly number[]).includes(code), {
            error: m.invalidRole,
          }),
        { error: m.invalidChoice },
      )
      .max(ROLE_CODES.length, { error: m.invalidChoice })
      .default([]),
    filter_degrees: ids().default([]),
    filter_campuses: ids().default([]),
    filter_years: z
      .array(
        z
          .number({ error: m.invalidChoice })
          .int({ error: m.invalidChoice })
          .min(EVENT_FILTER_YEAR_MIN, { error: m.invalidChoice })
          .max(EVENT_FILTER_YEAR_MAX, { error: m.invalidChoice }),
        { error: m.invalidChoice },
      )
      .max(INTEGRATION_FILTER_VALUES_MAX, { error: m.invalidChoice })
      .default([]),
    mappings: z
      .array(integrationMappingSchema, { error: m.invalidValue })
      .max(INTEGRATION_MAPPINGS_MAX, {
        error: validationRef('maxValue', { max: INTEGRATION_MAPPINGS_MAX }),
      })
      .default([]),
  })
  .superRefine((value, ctx) => {
    // Run even when another field failed (RUN_ON_ANY_OBJECT): read the mappings defensively.
    const mappings: unknown[] = Array.isArray(value.mappings) ? value.mappings : [];
    const seen = new Set<string>();
    mappings.forEach((mapping, index) => {
      const target = (mapping as { target?: unknown } | null)?.target;
      if (typeof target !== 'string' || target.trim() === '') return;
      const key = target.trim();
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['mappings', index, 'target'],
          message: INTEGRATION_REFS.targetTaken,
        });
      }
      seen.add(key);
    });
  }, RUN_ON_ANY_OBJECT);
export type IntegrationInput = z.input<typeof integrationSchema>;
export type IntegrationValues = z.output<typeof integrationSchema>;

/** An integration's filters as the events' audience rule reads them. Never throws. */
export function integrationFilters(values: {
  filter_roles: readonly number[];
  filter_degrees: readonly number[];
  filter_campuses: readonly number[];
  filter_years: readonly number[];
}): EventFilters {
  return {
    roles: values.filter_roles,
    degrees: values.filter_degrees,
    campuses: values.filter_campuses,
    years: values.filter_years,
  };
}

/**
 * Whether an integration with `filters` concerns a member holding `memberships` (their roles
 * in the school): the events' audience rule (passesEventFilters): each filter kind that is set
 * must be met by one of their roles, kinds combining with "and"; no filter, every member.
 * Never throws.
 */
export function integrationConcerns(
  filters: EventFilters,
  memberships: readonly EventMembership[],
): boolean {
  return passesEventFilters(filters, memberships);
}

/**
 * A member's record as the other system reads it: each mapping's target set to the member's
 * value of its source (`null` when they have none), in the mappings' order. A target with dots
 * stays one key (the other system reads it). Never throws.
 */
export function mapMemberFields(
  mappings: readonly IntegrationMapping[],
  member: Partial<Record<IntegrationMemberField, string | number | null>>,
): Record<string, string | number | null> {
  const record: Record<string, string | number | null> = {};
  for (const { source, target } of mappings) record[target] = member[source] ?? null;
  return record;
}
