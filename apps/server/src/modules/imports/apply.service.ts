import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type ImportResultData,
  importLogs,
  imports,
  schools,
  userRoles,
  users,
} from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { notFound } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { SchoolRow } from '../../platform/tenancy.ts';
import { sendActivations } from '../registration/index.ts';
import { BATCH, chunks, type Queryable, type Tx } from './batches.ts';
import { asBadRequest, checkMemberFile, type ResolvedMemberRow } from './check.service.ts';
import {
  findImport,
  type ImportSummaryRow,
  type ImportView,
  importChanged,
  importContent,
  importSummaryColumns,
  wrongStatus,
} from './review.service.ts';

/**
 * Applying a member file (spec 1 §5 User import): the last of an import's three steps
 * (check, review, apply), run when a super user validates a submitted import or by
 * `npm run members:import`. Everything is written in one transaction; invitations go out
 * once it is committed.
 */

/** Invitations prepared and stored together after an import. */
const INVITATION_BATCH = 500;

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
async function planMembers(db: Queryable, schoolId: number, rows: ResolvedMemberRow[]) {
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
async function writeMembers(
  tx: Tx,
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

export interface MemberImportResult extends ImportResultData {
  /** Accounts created, to invite once the transaction is committed. */
  createdUsers: CreatedUser[];
}

/**
 * Applies a member file to `school` in one transaction (the API's validate step and the
 * CLI): checks it again (degrees may have changed since upload), writes the members, records
 * the import log, and runs `within(tx, result)` (the API marks its import applied there).
 * With `dryRun` nothing is written and created/roles_added are what applying would give.
 * Throws MalformedFileError for an unreadable file, before any change. Invitations are not
 * sent here: call `inviteCreatedUsers` after it returns.
 */
export async function applyMemberFile(
  db: Db,
  school: SchoolRow,
  file: { name: string; content: Uint8Array | string },
  opts: {
    userId: number | null;
    source: 'api' | 'cli';
    importId?: number | null;
    dryRun?: boolean;
    within?: (tx: Tx, result: ImportResultData) => Promise<void>;
  },
): Promise<MemberImportResult> {
  const check = await checkMemberFile(db, school, file.content);
  if (opts.dryRun) {
    const plan = await planMembers(db, school.id, check.rows);
    return {
      ...check.report,
      created: plan.toCreate.length,
      roles_added: plan.toAddRole.length,
      createdUsers: [],
    };
  }
  const now = new Date();
  return db.transaction(async (tx) => {
    const written = await writeMembers(tx, school.id, check.rows, now);
    const result: ImportResultData = {
      ...check.report,
      created: written.created.length,
      roles_added: written.rolesAdded,
    };
    await tx.insert(importLogs).values({
      schoolId: school.id,
      importId: opts.importId ?? null,
      kind: 'members',
      source: opts.source,
      fileName: file.name.slice(0, 255),
      validRows: result.valid,
      invalidRows: result.invalid.length,
      created: result.created,
      updated: result.roles_added,
      userId: opts.userId,
      createdAt: now,
    });
    await opts.within?.(tx, result);
    return { ...result, createdUsers: written.created };
  });
}

/**
 * E-mails each created user an activation link on the school's host (reusing the
 * registration's `sendActivations`, in batches of 500; the account has no password, so the activation asks for
 * one). A failed message is reported through `onError` and does not stop the others.
 * Returns how many were sent.
 */
export async function inviteCreatedUsers(
  db: Db,
  mailer: Mailer,
  school: SchoolRow,
  created: CreatedUser[],
  origin: string,
  onError: (error: unknown, user: CreatedUser) => void,
): Promise<number> {
  let sent = 0;
  // In batches: one failing batch is reported and the others still go out.
  for (let i = 0; i < created.length; i += INVITATION_BATCH) {
    const batch = created.slice(i, i + INVITATION_BATCH);
    try {
      await sendActivations(db, mailer, school, batch, origin);
      sent += batch.length;
    } catch (error) {
      for (const user of batch) onError(error, user);
    }
  }
  return sent;
}

/** What validating an import needs besides the database: mail and the school's address. */
export interface ValidationDeps {
  mailer: Mailer;
  /** `http(s)://<subdomain>.<BASE_DOMAIN>[:port]`: where invitation links point. */
  schoolOrigin: (school: SchoolRow) => string;
  onInvitationError: (error: unknown, user: CreatedUser) => void;
}

/**
 * A super user validates submitted import `id`: its file is applied to its school in one
 * transaction with the import marked applied, then the created users are invited on the
 * school's host. 404 for an unknown id, 400 `{"detail"}` when it is not submitted; 409
 * `{"detail"}` when someone else validated or rejected it meanwhile (nothing is applied).
 */
export async function validateImport(
  db: Db,
  actor: Actor,
  input: { id: number },
  deps: ValidationDeps,
): Promise<ImportView> {
  const { id } = input;
  const userId = actor.user.id;
  const current = await findImport(db, id, null);
  if (current.import.status !== 'submitted') {
    throw wrongStatus('validated', 'submitted', current.import.status);
  }
  const [school] = await db.select().from(schools).where(eq(schools.id, current.import.schoolId));
  if (!school) throw notFound();
  let updated: ImportSummaryRow | undefined;
  let result: MemberImportResult;
  try {
    result = await applyMemberFile(
      db,
      school,
      { name: current.import.fileName, content: await importContent(db, id) },
      {
        userId,
        source: 'api',
        importId: id,
        within: async (tx, counts) => {
          [updated] = await tx
            .update(imports)
            .set({ status: 'applied', result: counts, decidedAt: new Date(), decidedBy: userId })
            .where(and(eq(imports.id, id), eq(imports.status, 'submitted')))
            .returning(importSummaryColumns);
          if (!updated) throw importChanged(actor);
        },
      },
    );
  } catch (error) {
    throw asBadRequest(error);
  }
  await inviteCreatedUsers(
    db,
    deps.mailer,
    school,
    result.createdUsers,
    deps.schoolOrigin(school),
    deps.onInvitationError,
  );
  return { ...current, import: updated ?? current.import };
}
