import {
  CHAT_PEOPLE_MAX,
  type ChatPerson,
  directoryListedRoles,
  searchTerms,
} from '@alumni/domain';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { presentUserSummary } from '../../platform/presenters.ts';
import { blockedEitherWay, USER_ID } from './policy.ts';

/**
 * Search for a person to write to (spec 1 §2 Discussions "search for a person"; issue 32:
 * "respecting blocks, directory visibility"): active members of the school whose role the
 * directory lists, never oneself nor someone blocked either way, by the start of their names
 * as the directory searches them.
 */

/**
 * Up to `page_size` (default and at most 20) members the actor may write to whose names start
 * with the words of `search` (accents and case ignored; every word a prefix), in name order,
 * each with the actor's direct conversation with them if one exists.
 */
export async function searchPeople(
  db: Db,
  actor: Actor,
  query: { search?: string; page_size?: number },
  mediaUrl: MediaUrl,
): Promise<ChatPerson[]> {
  const schoolId = actor.school.id;
  const me = actor.user.id;
  const listed = directoryListedRoles(actor.permissionSchool);
  const terms = searchTerms(query.search ?? '');
  const tsquery = terms.map((term) => `${term}:*`).join(' & ');
  const key = sql`case when ${USER_ID} < ${me} then ${USER_ID}::text || ':' || ${me}::text else ${me}::text || ':' || ${USER_ID}::text end`;
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      picture: users.picture,
      conversationId: sql<
        number | null
      >`(select direct.id from conversations direct where direct.school_id = ${schoolId} and direct.direct_key = ${key})`,
    })
    .from(users)
    .where(
      and(
        ne(users.id, me),
        eq(users.isActive, true),
        sql`exists (select 1 from user_roles person_role where person_role.user_id = ${USER_ID} and person_role.school_id = ${schoolId} and person_role.role = any(${sql.param(listed)}::int[]) and person_role.refused_at is null and person_role.is_active)`,
        sql`not ${blockedEitherWay(schoolId, me, USER_ID)}`,
        terms.length ? sql`${users.searchVector} @@ to_tsquery('simple', ${tsquery})` : undefined,
      ),
    )
    .orderBy(asc(users.sortName), asc(users.id))
    .limit(Math.min(query.page_size ?? CHAT_PEOPLE_MAX, CHAT_PEOPLE_MAX));
  return rows.map((row) => ({
    ...presentUserSummary(row, mediaUrl),
    conversation_id: row.conversationId,
  }));
}
