import { JOB_LIST_FIELDS, type JobListField } from '@alumni/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { jobAds } from '../../db/schema/index.ts';
import type { StaticListUser } from '../../platform/static-list-usage.ts';

/** The column of each list field of a job ad (domain JOB_LIST_FIELDS). */
const COLUMNS = {
  contract_type: jobAds.contractType,
  sector: jobAds.sector,
  experience: jobAds.experience,
  category: jobAds.category,
} as const satisfies Record<JobListField, unknown>;

/**
 * Job ads store codes of four of the school's lists (issue 31 item 3; spec 1 §3 Job ad
 * "contract type, business sector, experience required, role/category"): the static-lists
 * module asks here how many ads use each option before deleting one. Every ad counts, drafts,
 * refused and archived ones too: each would be left pointing at nothing.
 */
export const jobAdListUsers: StaticListUser[] = (
  Object.keys(JOB_LIST_FIELDS) as JobListField[]
).map((field) => ({
  scope: JOB_LIST_FIELDS[field],
  kind: 'job_ads',
  async count(db, schoolId, codes) {
    const column = COLUMNS[field];
    const rows = await db
      .select({ code: column, count: sql<number>`count(*)::int` })
      .from(jobAds)
      .where(and(eq(jobAds.schoolId, schoolId), inArray(column, [...codes])))
      .groupBy(column);
    return new Map(rows.map((row) => [row.code, row.count]));
  },
}));
