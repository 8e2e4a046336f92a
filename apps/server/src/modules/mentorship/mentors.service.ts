import {
  isMentorFull,
  MATCH_STATUS,
  type MentorSearchQuerySchema,
  mentorCapacity,
} from '@alumni/domain';
import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { degrees, userSchoolSettings, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { pagedQuery } from '../../platform/paged-query.ts';
import { countMatches } from './store.ts';

/**
 * The mentor search of `/mentorship` (issue 33 item 2 "mentor search with filters (type,
 * degree, sector, city, graduation year, text) and a cap tooltip when a mentor is full"): the
 * school's active members with mentoring on, the viewer left out, each with their current
 * work, their role's degree and year, their capacity and accepted mentees, and the viewer's
 * open match with them.
 */

type Query = z.output<typeof MentorSearchQuerySchema>;

/** `text` for a LIKE pattern: its `%`, `_` and `\` taken literally, accents and case ignored. */
const contains = (text: string) =>
  sql`'%' || f_unaccent(lower(${text.replace(/[\\%_]/g, (c) => `\\${c}`)})) || '%'`;

/** The filters of `query` on the school's mentors, the viewer left out. */
function whereOf(schoolId: number, viewerId: number, query: Query): SQL {
  const role = (extra: SQL) =>
    sql`exists (select 1 from user_roles r where r.user_id = ${users.id} and r.school_id = ${schoolId} and r.is_active and ${extra})`;
  const currentWork = (extra: SQL) =>
    sql`exists (select 1 from work_experiences w where w.user_id = ${users.id} and (w.current_occupation or w.end_date is null) and ${extra})`;
  return and(
    eq(userSchoolSettings.schoolId, schoolId),
    eq(userSchoolSettings.isMentor, true),
    eq(users.isActive, true),
    ne(users.id, viewerId),
    role(sql`true`),
    query.type
      ? sql`${userSchoolSettings.mentoringTypesMentor} @> ${JSON.stringify([query.type])}::jsonb`
      : undefined,
    query.degree_id === undefined ? undefined : role(sql`r.degree_id = ${query.degree_id}`),
    query.graduation_year === undefined
      ? undefined
      : role(sql`r.graduation_year = ${query.graduation_year}`),
    query.sector ? currentWork(sql`w.business_sector = ${query.sector}`) : undefined,
    query.city
      ? sql`f_unaccent(lower(coalesce(${users.city}, ''))) like ${contains(query.city)}`
      : undefined,
    query.q
      ? sql`(${users.searchName} like ${contains(query.q)} or ${currentWork(
          sql`f_unaccent(lower(w.title || ' ' || w.organisation)) like ${contains(query.q)}`,
        )})`
      : undefined,
  ) as SQL;
}

/**
 * A page of the school's mentors matching `query`, by name, for the actor: `{rows, count}`,
 * each row with what the card shows (mentorCard).
 */
export async function searchMentors(db: Db, actor: Actor, query: Query) {
  const schoolId = actor.school.id;
  const me = actor.user.id;
  const where = whereOf(schoolId, me, query);
  const page = await pagedQuery(
    query,
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        picture: users.picture,
        city: users.city,
        types: userSchoolSettings.mentoringTypesMentor,
        maxMentee: userSchoolSettings.maxMentee,
        accepted: sql<number>`(select count(*)::int from mentorship_matches mm where mm.school_id = ${schoolId} and mm.mentor_id = ${users.id} and mm.status = ${MATCH_STATUS.accepted})`,
        role: sql<{
          degree_id: number | null;
          year: number | null;
        } | null>`(select json_build_object('degree_id', r.degree_id, 'year', r.graduation_year) from user_roles r where r.user_id = ${users.id} and r.school_id = ${schoolId} and r.is_active order by r.graduation_year desc nulls last, r.id limit 1)`,
        work: sql<{
          title: string;
          organisation: string;
          sector: string | null;
        } | null>`(select json_build_object('title', w.title, 'organisation', w.organisation, 'sector', w.business_sector) from work_experiences w where w.user_id = ${users.id} order by (w.current_occupation or w.end_date is null) desc, w.start_date desc, w.id desc limit 1)`,
        mine: sql<{
          id: number;
          status: number;
        } | null>`(select json_build_object('id', mm.id, 'status', mm.status) from mentorship_matches mm where mm.school_id = ${schoolId} and mm.mentor_id = ${users.id} and mm.mentee_id = ${me} and mm.status in (0, 1) limit 1)`,
      })
      .from(userSchoolSettings)
      .innerJoin(users, eq(users.id, userSchoolSettings.userId))
      .where(where)
      .orderBy(asc(users.sortName), asc(users.id))
      .$dynamic(),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(userSchoolSettings)
      .innerJoin(users, eq(users.id, userSchoolSettings.userId))
      .where(where),
  );
  const degreeIds = [
    ...new Set(page.rows.map((r) => r.role?.degree_id).filter((id): id is number => !!id)),
  ];
  const names = degreeIds.length
    ? await db
        .select({ id: degrees.id, name: degrees.name })
        .from(degrees)
        .where(and(eq(degrees.schoolId, schoolId), inArray(degrees.id, degreeIds)))
    : [];
  const degreeName = new Map(names.map((d) => [d.id, d.name]));
  const cap = actor.school.maxMenteesPerMentor;
  return {
    count: page.count,
    rows: page.rows.map((r) => {
      const capacity = mentorCapacity(r.maxMentee, cap);
      const degreeId = r.role?.degree_id ?? null;
      return {
        ...r,
        capacity,
        full: isMentorFull(capacity, r.accepted),
        degree:
          degreeId && degreeName.has(degreeId)
            ? { id: degreeId, name: degreeName.get(degreeId) as string }
            : null,
      };
    }),
  };
}

/** Pending requests the actor has in the school (the search shows how many are left). */
export const myPendingCount = (db: Db, actor: Actor): Promise<number> =>
  countMatches(db, actor.school.id, 'mentee', actor.user.id, [MATCH_STATUS.pending]);
