import {
  DEFAULT_FIELD_VISIBILITY,
  FIELD_VISIBILITIES,
  type FieldViewer,
  type FieldVisibility,
  type VisibilityField,
} from '@alumni/domain';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { memberFieldVisibility } from '../db/schema/index.ts';

/**
 * Who sees a member's phone, e-mail, birth date and city (issue 34 item 6): each member's
 * choice per field (`member_field_visibility`, the domain's DEFAULT_FIELD_VISIBILITY when
 * they never chose), read the same way by every reader: the profile, the directory and its
 * map, the recent joiners, the event participants' list and export. The rule itself is the
 * domain's `fieldVisibleTo`; here are its two forms for the database.
 */

const COLUMN: Record<VisibilityField, string> = {
  phone: 'phone',
  email: 'email',
  date_birth: 'date_birth',
  city: 'city',
};

/** The visibilities `viewer` may read a field at (all of them for the member and admins). */
function readableAt(viewer: FieldViewer): readonly FieldVisibility[] {
  if (viewer === 'self' || viewer === 'admin') return FIELD_VISIBILITIES;
  return viewer === 'member' ? ['public', 'members'] : ['public'];
}

/**
 * SQL: the member's `value` (a column of `users`, `userId` their id) when `viewer` may see
 * `field`, else null. One indexed look-up of the member's choice per row.
 */
export function shownField(
  field: VisibilityField,
  value: AnyPgColumn | SQL,
  userId: AnyPgColumn | SQL,
  viewer: FieldViewer,
): SQL {
  if (viewer === 'self' || viewer === 'admin') return sql`${value}`;
  const allowed = readableAt(viewer).map((v) => sql`${v}`);
  const column = sql.identifier(COLUMN[field]);
  return sql`(case when coalesce((select v.${column} from ${memberFieldVisibility} v where v.user_id = ${userId}), ${DEFAULT_FIELD_VISIBILITY[field]}) in (${sql.join(allowed, sql`, `)}) then ${value} end)`;
}

/**
 * The fields of each of `userIds` hidden from `viewer` (`viewerId` sees their own), by user
 * id; a member with nothing hidden is absent. One query.
 */
export async function hiddenFields(
  db: Db,
  userIds: readonly number[],
  viewer: FieldViewer,
  viewerId: number | null,
): Promise<Map<number, Set<VisibilityField>>> {
  const hidden = new Map<number, Set<VisibilityField>>();
  if (!userIds.length || viewer === 'self' || viewer === 'admin') return hidden;
  const rows = await db
    .select()
    .from(memberFieldVisibility)
    .where(inArray(memberFieldVisibility.userId, [...userIds]));
  const chosen = new Map(rows.map((r) => [r.userId, r]));
  const readable = readableAt(viewer);
  for (const id of userIds) {
    if (id === viewerId) continue;
    const row = chosen.get(id);
    const settings: Record<VisibilityField, string> = row
      ? { phone: row.phone, email: row.email, date_birth: row.dateBirth, city: row.city }
      : DEFAULT_FIELD_VISIBILITY;
    const fields = (Object.keys(settings) as VisibilityField[]).filter(
      (f) => !(readable as readonly string[]).includes(settings[f]),
    );
    if (fields.length) hidden.set(id, new Set(fields));
  }
  return hidden;
}

/**
 * How the actor of a request counts for the fields of the school's members: `admin` for the
 * school's admins and super users, `public` for an external recruiter (who is not one of the
 * school's members), `member` otherwise. The member themselves: see `hiddenFields`.
 */
export function fieldViewerKind(opts: { admin: boolean; recruiter: boolean }): FieldViewer {
  if (opts.admin) return 'admin';
  return opts.recruiter ? 'public' : 'member';
}
