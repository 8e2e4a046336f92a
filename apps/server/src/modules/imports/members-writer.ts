import { and, eq, inArray, sql } from 'drizzle-orm';
import { userRoles, users } from '../../db/schema/index.ts';
import { BATCH, chunks, type Queryable } from './batches.ts';
import type { ResolvedMemberRow } from './check.service.ts';

/**
 * Writing a member file's rows (spec 1 §5 User import): which e-mails get an account and
 * which accounts get a role, then the inserts, by batches. Applying (apply.service.ts) runs
 * it inside its transaction.
 */

/** Accounts of these (lowercase) e-mails: id and active state, looked up in batches. */
async function existingAccounts(db: Queryable, emails: string[]) {
  const found = new Map<string, { id: number; isActive: boolean }>();
  for (const batch of chunks(emails, BATCH)) {
    const rows = await db
      .select({ id: users.id, email: users.email, isActive: users.isActive })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, batch));
    for (const row of rows) found.set(row.email.toLowerCase(), row);
  }
  return found;
}

/** `userId:role` of the roles these users already hold in the school. */
async function heldRoles(db: Queryable, schoolId: number, userIds: number[]) {
  const held = new Set<string>();
  for (const batch of chunks(userIds, BATCH)) {
    const rows = await db
      .select({ userId: userRoles.userId, role: userRoles.role })
      .from(userRoles)
      .where(and(eq(userRoles.schoolId, schoolId), inArray(userRoles.userId, batch)));
    for (const row of rows) held.add(`${row.userId}:${row.role}`);
  }
  return held;
}

/**
 * What applying the rows would do, without changing anything: e-mails without an account
 * (to create) and existing accounts that lack the row's role in the school (role to add).
 */
export async function planMembers(db: Queryable, schoolId: number, rows: ResolvedMemberRow[]) {
  const accounts = await existingAccounts(
    db,
    rows.map((r) => r.email),
  );
  const held = await heldRoles(
    db,
    schoolId,
    [...accounts.values()].map((a) => a.id),
  );
  const toCreate: ResolvedMemberRow[] = [];
  const toAddRole: { row: ResolvedMemberRow; userId: number; userActive: boolean }[] = [];
  for (const row of rows) {
    const account = accounts.get(row.email);
    if (!account) toCreate.push(row);
    else if (!held.has(`${account.id}:${row.role}`)) {
      toAddRole.push({ row, userId: account.id, userActive: account.isActive });
    }
  }
  return { toCreate, toAddRole };
}

export interface CreatedUser {
  id: number;
  email: string;
  firstName: string;
}

/**
 * Writes the rows in `tx` (spec 1 §5 User import): an e-mail without an account becomes an
 * inactive user (names, e-mail, external ref, import date) with an inactive role in the
 * school that needs no validation, so that the invitation's activation opens it; an
 * existing account gets the role added unless it holds that role code here already (active
 * at once when the account is active: the import was validated). Inserts go by batches of
 * 1000. Returns the users created and the number of roles added to existing accounts.
 */
export async function writeMembers(
  tx: Queryable,
  schoolId: number,
  rows: ResolvedMemberRow[],
  now: Date,
): Promise<{ created: CreatedUser[]; rolesAdded: number }> {
  const plan = await planMembers(tx, schoolId, rows);
  const roleOf = (row: ResolvedMemberRow, userId: number, active: boolean) => ({
    userId,
    schoolId,
    role: row.role,
    isActive: active,
    activationDate: active ? now : null,
    requiresValidation: false,
    graduationYear: row.graduationYear,
    degreeId: row.degreeId,
    campusId: row.campusId,
  });

  const created: CreatedUser[] = [];
  const newRoles: ReturnType<typeof roleOf>[] = [];
  for (const batch of chunks(plan.toCreate, BATCH)) {
    const inserted = await tx
      .insert(users)
      .values(
        batch.map((row) => ({
          email: row.email,
          firstName: row.firstName,
          lastName: row.lastName,
          externalRef: row.externalRef,
          importDate: now,
          isActive: false,
        })),
      )
      // An account created meanwhile by someone else: handled below as an existing one.
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email, firstName: users.firstName });
    const byEmail = new Map(inserted.map((u) => [u.email, u]));
    for (const row of batch) {
      const user = byEmail.get(row.email);
      if (user) {
        created.push(user);
        newRoles.push(roleOf(row, user.id, false));
      }
    }
  }
  const createdEmails = new Set(created.map((u) => u.email));
  const raced = plan.toCreate.filter((row) => !createdEmails.has(row.email));
  const late = raced.length ? await planMembers(tx, schoolId, raced) : { toAddRole: [] };

  for (const batch of chunks(newRoles, BATCH)) await tx.insert(userRoles).values(batch);
  const addedRoles = [...plan.toAddRole, ...late.toAddRole].map((a) =>
    roleOf(a.row, a.userId, a.userActive),
  );
  let rolesAdded = 0;
  for (const batch of chunks(addedRoles, BATCH)) {
    const inserted = await tx
      .insert(userRoles)
      .values(batch)
      // A role given meanwhile by someone else: nothing to add.
      .onConflictDoNothing()
      .returning({ id: userRoles.id });
    rolesAdded += inserted.length;
  }
  return { created, rolesAdded };
}
