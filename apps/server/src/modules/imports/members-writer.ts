import { sql } from 'drizzle-orm';
import { arrayParam, type Queryable, rowsOf } from './batches.ts';
import type { ResolvedMemberRow } from './check.service.ts';

/**
 * Writing a member file's rows (spec 1 §5 User import): which e-mails get an account and
 * which accounts get a role, then the inserts, one statement per table and batch. Each
 * column goes as one array parameter (`unnest`), so a statement of thousands of rows costs
 * a few parameters to build and send (issue 16 item 4: building 10,000 placeholders per
 * statement was most of the import's CPU). Applying (apply.service.ts) runs it inside a
 * batch's transaction.
 */

/** Accounts of these (lowercase) e-mails: id and active state. */
async function existingAccounts(db: Queryable, emails: string[]) {
  const found = new Map<string, { id: number; isActive: boolean }>();
  if (!emails.length) return found;
  const rows = rowsOf<{ id: number; email: string; is_active: boolean }>(
    await db.execute(
      sql`select id, email, is_active from users where lower(email) = any(${arrayParam(emails)}::text[])`,
    ),
  );
  for (const row of rows)
    found.set(row.email.toLowerCase(), { id: row.id, isActive: row.is_active });
  return found;
}

/** `userId:role` of the roles these users already hold in the school. */
async function heldRoles(db: Queryable, schoolId: number, userIds: number[]) {
  const held = new Set<string>();
  if (!userIds.length) return held;
  const rows = rowsOf<{ user_id: number; role: number }>(
    await db.execute(
      sql`select user_id, role from user_roles where school_id = ${schoolId} and user_id = any(${arrayParam(userIds)}::int[])`,
    ),
  );
  for (const row of rows) held.add(`${row.user_id}:${row.role}`);
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

/** A role to insert: the row's role, year, degree and campus for `userId` in the school. */
interface NewRole {
  userId: number;
  row: ResolvedMemberRow;
  active: boolean;
}

/**
 * Inserts roles for `schoolId` in one statement; roles held already are skipped (a role
 * given meanwhile by someone else). Returns how many were inserted.
 */
async function insertRoles(db: Queryable, schoolId: number, roles: NewRole[], now: Date) {
  if (!roles.length) return 0;
  const nowIso = now.toISOString();
  const inserted = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into user_roles (user_id, school_id, role, is_active, activation_date,
        requires_validation, graduation_year, degree_id, campus_id)
      select u, ${schoolId}, r, a, case when a then ${nowIso}::timestamptz end, false, y, d, c
      from unnest(
        ${arrayParam(roles.map((x) => x.userId))}::int[],
        ${arrayParam(roles.map((x) => x.row.role))}::smallint[],
        ${arrayParam(roles.map((x) => x.active))}::boolean[],
        ${arrayParam(roles.map((x) => x.row.graduationYear))}::smallint[],
        ${arrayParam(roles.map((x) => x.row.degreeId))}::int[],
        ${arrayParam(roles.map((x) => x.row.campusId))}::int[]
      ) as t(u, r, a, y, d, c)
      on conflict do nothing
      returning id`),
  );
  return inserted.length;
}

/**
 * Writes the rows in `tx` (spec 1 §5 User import): an e-mail without an account becomes an
 * inactive user (names, e-mail, external ref, import date) with an inactive role in the
 * school that needs no validation, so that the invitation's activation opens it; an
 * existing account gets the role added unless it holds that role code here already (active
 * at once when the account is active: the import was validated). One statement per table.
 * Returns the users created and the number of roles added to existing accounts.
 */
export async function writeMembers(
  tx: Queryable,
  schoolId: number,
  rows: ResolvedMemberRow[],
  now: Date,
): Promise<{ created: CreatedUser[]; rolesAdded: number }> {
  const plan = await planMembers(tx, schoolId, rows);
  const created: CreatedUser[] = [];
  const newRoles: NewRole[] = [];
  if (plan.toCreate.length) {
    const c = plan.toCreate;
    // An account created meanwhile by someone else is skipped here (on conflict), and
    // handled below as an existing one.
    const inserted = rowsOf<{ id: number; email: string; first_name: string }>(
      await tx.execute(sql`
        insert into users (email, first_name, last_name, external_ref, import_date, is_active)
        select e, f, l, r, ${now.toISOString()}::timestamptz, false
        from unnest(
          ${arrayParam(c.map((row) => row.email))}::text[],
          ${arrayParam(c.map((row) => row.firstName))}::text[],
          ${arrayParam(c.map((row) => row.lastName))}::text[],
          ${arrayParam(c.map((row) => row.externalRef))}::text[]
        ) as t(e, f, l, r)
        on conflict do nothing
        returning id, email, first_name`),
    );
    const byEmail = new Map(inserted.map((u) => [u.email, u]));
    for (const row of c) {
      const user = byEmail.get(row.email);
      if (user) {
        created.push({ id: user.id, email: user.email, firstName: user.first_name });
        newRoles.push({ userId: user.id, row, active: false });
      }
    }
  }
  const createdEmails = new Set(created.map((u) => u.email));
  const raced = plan.toCreate.filter((row) => !createdEmails.has(row.email));
  const late = raced.length ? await planMembers(tx, schoolId, raced) : { toAddRole: [] };

  await insertRoles(tx, schoolId, newRoles, now);
  const rolesAdded = await insertRoles(
    tx,
    schoolId,
    [...plan.toAddRole, ...late.toAddRole].map((a) => ({
      userId: a.userId,
      row: a.row,
      active: a.userActive,
    })),
    now,
  );
  return { created, rolesAdded };
}
