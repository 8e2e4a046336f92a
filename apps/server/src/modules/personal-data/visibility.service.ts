import {
  DEFAULT_FIELD_VISIBILITY,
  type FieldVisibility,
  type FieldVisibilityBody,
  type FieldVisibilityPatch,
} from '@alumni/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberFieldVisibility } from '../../db/schema/index.ts';

/**
 * The member's choice of who sees their phone, e-mail, birth date and city (issue 34 item 6),
 * one row per member once they chose (the domain's defaults before). The readers apply it
 * through platform/field-visibility.ts.
 */

type Row = typeof memberFieldVisibility.$inferSelect;

const present = (row: Row | undefined): FieldVisibilityBody =>
  row
    ? {
        phone: row.phone as FieldVisibility,
        email: row.email as FieldVisibility,
        date_birth: row.dateBirth as FieldVisibility,
        city: row.city as FieldVisibility,
      }
    : { ...DEFAULT_FIELD_VISIBILITY };

/** The member's settings (the defaults when they never chose). */
export async function getFieldVisibility(db: Db, userId: number): Promise<FieldVisibilityBody> {
  const [row] = await db
    .select()
    .from(memberFieldVisibility)
    .where(eq(memberFieldVisibility.userId, userId));
  return present(row);
}

/** Saves the given fields (the others keep theirs); returns the settings. One upsert. */
export async function updateFieldVisibility(
  db: Db,
  userId: number,
  patch: FieldVisibilityPatch,
): Promise<FieldVisibilityBody> {
  const current = await getFieldVisibility(db, userId);
  const next = { ...current, ...patch };
  const values = {
    phone: next.phone,
    email: next.email,
    dateBirth: next.date_birth,
    city: next.city,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(memberFieldVisibility)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: memberFieldVisibility.userId, set: values })
    .returning();
  return present(row);
}
