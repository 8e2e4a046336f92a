import type { StaticListScope, WorkExperienceInput } from '@alumni/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userRoles, workExperiences } from '../../db/schema/index.ts';
import type { StaticListUser } from '../../platform/static-list-usage.ts';
import { checkStaticOptions } from '../static-lists/index.ts';
import type { ExperienceRow } from './service.ts';

/*
 * A work experience stores codes of two of the school's lists, shared with job ads (issue 31
 * item 3; spec 1 §3 Work experience "business sector, contract type"): the static-lists module
 * asks here how many use each option before deleting one. An experience belongs to its member,
 * not to a school: it counts for every school where its member holds a role (active or not),
 * as each of them shows it on the member's profile.
 */

function experienceUser(
  scope: StaticListScope,
  column: typeof workExperiences.businessSector | typeof workExperiences.contractType,
): StaticListUser {
  return {
    scope,
    kind: 'work_experiences',
    async count(db, schoolId, codes) {
      const rows = await db
        .select({ code: column, count: sql<number>`count(*)::int` })
        .from(workExperiences)
        .where(
          and(
            inArray(column, [...codes]),
            sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${workExperiences.userId} and ${eq(userRoles.schoolId, schoolId)})`,
          ),
        )
        .groupBy(column);
      return new Map(rows.flatMap((row) => (row.code === null ? [] : [[row.code, row.count]])));
    },
  };
}

/** The work experiences as users of the school's business_sector and contract_type lists. */
export const experienceListUsers: StaticListUser[] = [
  experienceUser('business_sector', workExperiences.businessSector),
  experienceUser('contract_type', workExperiences.contractType),
];

/**
 * Checks that the experience's sector and contract type, when given, are options of the
 * school's `business_sector` and `contract_type` lists (shared with job ads), on the
 * transaction that writes it: 400 `{[field]: ["Choose an option of the school's list."]}`.
 * A code an edit keeps is not checked again (the member may have written it in another of
 * their schools, whose list holds it).
 */
export async function checkExperienceLists(
  db: Db,
  schoolId: number,
  input: WorkExperienceInput,
  stored?: ExperienceRow,
) {
  const sector = input.business_sector ?? null;
  const contract = input.contract_type ?? null;
  await checkStaticOptions(db, schoolId, [
    ...(sector !== null && sector !== stored?.businessSector
      ? [{ scope: 'business_sector' as const, code: sector, field: 'business_sector' }]
      : []),
    ...(contract !== null && contract !== stored?.contractType
      ? [{ scope: 'contract_type' as const, code: contract, field: 'contract_type' }]
      : []),
  ]);
}
