import type { Db } from '../src/db/client.ts';
import { schools, userRoles, users } from '../src/db/schema/index.ts';

let sequence = 0;

/** Inserts a school with defaults for every column; returns the row. */
export async function buildSchool(db: Db, overrides: Partial<typeof schools.$inferInsert> = {}) {
  sequence += 1;
  const [row] = await db
    .insert(schools)
    .values({ subdomain: `school-${sequence}`, name: `School ${sequence}`, ...overrides })
    .returning();
  if (!row) throw new Error('school insert returned nothing');
  return row;
}

let memberSequence = 0;

/**
 * Inserts a user holding `role` in `school` (active unless said otherwise); returns the
 * user. Names default to a unique "Member N".
 */
export async function buildMember(
  db: Db,
  schoolId: number,
  opts: {
    firstName?: string;
    lastName?: string;
    role?: number;
    active?: boolean;
    requiresValidation?: boolean;
    graduationYear?: number;
    degreeId?: number | null;
    campusId?: number | null;
    city?: string;
    isRecruiter?: boolean;
  } = {},
) {
  memberSequence += 1;
  const active = opts.active ?? true;
  const [user] = await db
    .insert(users)
    .values({
      email: `member-${memberSequence}-${Date.now()}@example.org`,
      firstName: opts.firstName ?? 'Member',
      lastName: opts.lastName ?? `Number${memberSequence}`,
      city: opts.city ?? 'Paris',
      isActive: active,
    })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  await db.insert(userRoles).values({
    userId: user.id,
    schoolId,
    role: opts.role ?? 4,
    isActive: active,
    isRecruiter: opts.isRecruiter ?? false,
    requiresValidation: opts.requiresValidation ?? false,
    graduationYear: opts.graduationYear ?? 2015,
    degreeId: opts.degreeId ?? null,
    campusId: opts.campusId ?? null,
  });
  return user;
}
