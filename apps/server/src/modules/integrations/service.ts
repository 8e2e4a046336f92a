import {
  INTEGRATION_MESSAGES,
  INTEGRATIONS_PER_SCHOOL_MAX,
  type Integration,
  type IntegrationValues,
} from '@alumni/domain';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { integrations } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { audienceFilters } from '../../platform/publication/filters.ts';
import { presentIntegration } from './presenters.ts';
import type { SecretBox } from './secret-box.ts';

/**
 * School settings → integrations (spec 1 §2 Settings "integrations", §3 "Integration: base
 * URL, API token, filters, mappings"; issue 31 item 9; docs/areas/integrations.md). Every
 * query names the school as well as the integration: another school's is not found. The token
 * goes in sealed (secret-box.ts) and never comes out but to the connection test.
 */

const columns = {
  id: integrations.id,
  name: integrations.name,
  baseUrl: integrations.baseUrl,
  enabled: integrations.enabled,
  tokenEncrypted: integrations.tokenEncrypted,
  filterRoles: integrations.filterRoles,
  filterDegrees: integrations.filterDegrees,
  filterCampuses: integrations.filterCampuses,
  filterYears: integrations.filterYears,
  mappings: integrations.mappings,
  createdAt: integrations.createdAt,
  updatedAt: integrations.updatedAt,
};

/** The filters are the events' audience, always on: the degrees and campuses must be the school's. */
const AUDIENCE = {
  audience: {
    fields: ['filter_roles', 'filter_degrees', 'filter_campuses', 'filter_years'] as const,
    enabled: () => true,
    messages: (locale: Actor['locale']) => ({
      filtersOff: INTEGRATION_MESSAGES[locale].unknownFilter,
      unknown: INTEGRATION_MESSAGES[locale].unknownFilter,
    }),
  },
};

const mine = (schoolId: number, id: number) =>
  and(eq(integrations.id, id), eq(integrations.schoolId, schoolId));

/** The school's integrations, oldest first. */
export async function listIntegrations(db: Db, schoolId: number): Promise<Integration[]> {
  const rows = await db
    .select(columns)
    .from(integrations)
    .where(eq(integrations.schoolId, schoolId))
    .orderBy(asc(integrations.id));
  return rows.map(presentIntegration);
}

/** The row's columns of `input` but the token, its filters checked against the school. */
async function fieldsOf(db: Db, actor: Actor, input: IntegrationValues) {
  const filters = await audienceFilters(db, actor, AUDIENCE, input);
  return {
    name: input.name,
    baseUrl: input.base_url,
    enabled: input.enabled,
    mappings: input.mappings,
    ...filters,
  };
}

/** The token columns a write sets: sealed, cleared (`null`), or none to keep it (`undefined`). */
function tokenColumns(box: SecretBox, schoolId: number, token: string | null | undefined) {
  if (token === undefined) return {};
  if (token === null) return { tokenEncrypted: null, tokenKeyId: null };
  return box.seal(token, schoolId);
}

/**
 * Adds an integration (the input checked by the domain's integrationSchema). 400 on a degree
 * or campus not the school's (`filter_…`), or when the school has INTEGRATIONS_PER_SCHOOL_MAX.
 */
export async function createIntegration(
  db: Db,
  actor: Actor,
  box: SecretBox,
  input: IntegrationValues,
): Promise<Integration> {
  const schoolId = actor.school.id;
  const [existing] = await db
    .select({ n: count() })
    .from(integrations)
    .where(eq(integrations.schoolId, schoolId));
  if ((existing?.n ?? 0) >= INTEGRATIONS_PER_SCHOOL_MAX) {
    const message = INTEGRATION_MESSAGES[actor.locale].tooMany;
    throw badRequest({
      non_field_errors: [message.replace('{max}', String(INTEGRATIONS_PER_SCHOOL_MAX))],
    });
  }
  const [row] = await db
    .insert(integrations)
    .values({
      schoolId,
      ...(await fieldsOf(db, actor, input)),
      ...tokenColumns(box, schoolId, input.token),
    })
    .returning(columns);
  if (!row) throw notFound();
  return presentIntegration(row);
}

/**
 * Replaces an integration's fields; its token is kept unless the input sends one (replaced)
 * or `null` (cleared). 404 when not the school's; 400 as createIntegration.
 */
export async function updateIntegration(
  db: Db,
  actor: Actor,
  box: SecretBox,
  id: number,
  input: IntegrationValues,
): Promise<Integration> {
  const schoolId = actor.school.id;
  const [row] = await db
    .update(integrations)
    .set({
      ...(await fieldsOf(db, actor, input)),
      ...tokenColumns(box, schoolId, input.token),
      updatedAt: sql`now()`,
    })
    .where(mine(schoolId, id))
    .returning(columns);
  if (!row) throw notFound();
  return presentIntegration(row);
}

/** Deletes an integration and its token. 404 when not the school's. */
export async function deleteIntegration(db: Db, schoolId: number, id: number): Promise<void> {
  const [row] = await db
    .delete(integrations)
    .where(mine(schoolId, id))
    .returning({ id: integrations.id });
  if (!row) throw notFound();
}

/**
 * What the connection test calls: the base URL and the token in clear (null when none is
 * saved, or when its key is no longer configured: the test then calls without it). 404 when
 * not the school's.
 */
export async function integrationTarget(
  db: Db,
  schoolId: number,
  box: SecretBox,
  id: number,
): Promise<{ url: string; token: string | null; tokenLost: boolean }> {
  const [row] = await db
    .select({
      baseUrl: integrations.baseUrl,
      tokenEncrypted: integrations.tokenEncrypted,
      tokenKeyId: integrations.tokenKeyId,
    })
    .from(integrations)
    .where(mine(schoolId, id));
  if (!row) throw notFound();
  if (row.tokenEncrypted === null || row.tokenKeyId === null) {
    return { url: row.baseUrl, token: null, tokenLost: false };
  }
  const token = box.open(
    { tokenEncrypted: row.tokenEncrypted, tokenKeyId: row.tokenKeyId },
    schoolId,
  );
  return { url: row.baseUrl, token, tokenLost: token === null };
}
