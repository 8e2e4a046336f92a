import {
  checkDegreeImportRows,
  checkMemberImportRows,
  importNameKey,
  isMemberImportHeader,
  MEMBER_IMPORT_COLUMNS,
  type MemberImportRow,
} from '@alumni/domain';
import { and, asc, count, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  campuses,
  degrees,
  type ImportReportData,
  type ImportResultData,
  type ImportStatus,
  importLogs,
  imports,
  schools,
  userRoles,
  users,
} from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { SchoolRow } from '../../platform/tenancy.ts';
import { sendActivations } from '../registration/service.ts';
import { decodeImportFile, MalformedFileError, parseImportCsv } from './csv.ts';

/**
 * Member and degree imports (spec 1 §5 "Bulk and administration" User import, §3 Import log
 * and Degree; spec 2 §6 Import role codes, §9 Import CSV). A member file is checked when a
 * school admin uploads it (a draft with its report), submitted, then applied by a super user
 * (or by `npm run members:import`); degree files are applied at once.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Queryable = Db | Tx;
export type ImportRow = typeof imports.$inferSelect;
/** An import without its file: what lists and details read. */
export type ImportSummaryRow = Omit<ImportRow, 'content'>;
export type ImportLogRow = typeof importLogs.$inferSelect;

/** Bytes accepted per import file (about 40,000 member lines). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Rows per INSERT and values per `IN (…)` lookup: well under PostgreSQL's 65,535 parameters. */
const BATCH = 1000;
/** Invitations prepared and stored together after an import. */
const INVITATION_BATCH = 500;

/** A valid member line with its degree and campus resolved to the school's ids. */
export interface ResolvedMemberRow extends MemberImportRow {
  degreeId: number | null;
  campusId: number | null;
}

export interface MemberFileCheck {
  report: ImportReportData;
  rows: ResolvedMemberRow[];
}

export { MalformedFileError } from './csv.ts';

/**
 * Reads and checks a member file for `school`: UTF-8 (BOM allowed), the header line
 * `first name;last name;email;graduation year;degree;role;external ref;campus` on line 1,
 * then one member per line (rules in `checkMemberImportRows`, degree and campus names
 * matched against the school's). Throws MalformedFileError when the file cannot be read.
 */
export async function checkMemberFile(
  db: Queryable,
  school: SchoolRow,
  file: Uint8Array | string,
  today = new Date(),
): Promise<MemberFileCheck> {
  const text = decodeImportFile(file);
  const [header, ...records] = parseImportCsv(text);
  if (!header || !isMemberImportHeader(header.cells)) {
    const found = (header?.cells ?? []).join(';').slice(0, 120);
    throw new MalformedFileError(
      1,
      `the first line must be the column names "${MEMBER_IMPORT_COLUMNS.join(';')}" (found "${found}").`,
    );
  }
  const [degreeRows, campusRows] = await Promise.all([
    db
      .select({ id: degrees.id, name: degrees.name })
      .from(degrees)
      .where(eq(degrees.schoolId, school.id))
      .orderBy(asc(degrees.id)),
    db
      .select({ id: campuses.id, name: campuses.name })
      .from(campuses)
      .where(eq(campuses.schoolId, school.id))
      .orderBy(asc(campuses.id)),
  ]);
  const degreeIds = idsByKey(degreeRows);
  const campusIds = idsByKey(campusRows);
  const check = checkMemberImportRows(records, {
    today,
    degrees: degreeIds.keys(),
    campuses: campusIds.keys(),
  });
  return {
    report: {
      rows: check.rows,
      valid: check.valid.length,
      invalid: check.invalid,
      warnings: check.warnings,
    },
    rows: check.valid.map((row) => ({
      ...row,
      degreeId: row.degree ? (degreeIds.get(importNameKey(row.degree)) ?? null) : null,
      campusId: row.campus ? (campusIds.get(importNameKey(row.campus)) ?? null) : null,
    })),
  };
}

/** Name key → id; the oldest row wins when two names differ only in case or spacing. */
function idsByKey(rows: { id: number; name: string }[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const row of rows) {
    const key = importNameKey(row.name);
    if (!map.has(key)) map.set(key, row.id);
  }
  return map;
}

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

/**
 * Stores an uploaded member file as a draft with its report; returns its id. 400
 * `{"file": ["Line N: …"]}` when the file cannot be read, and nothing is stored.
 */
export async function createMemberDraft(
  db: Db,
  school: SchoolRow,
  userId: number,
  file: { name: string; content: Uint8Array | string },
): Promise<number> {
  let text: string;
  let check: MemberFileCheck;
  try {
    text = decodeImportFile(file.content);
    check = await checkMemberFile(db, school, text);
  } catch (error) {
    throw asBadRequest(error);
  }
  const [row] = await db
    .insert(imports)
    .values({
      schoolId: school.id,
      fileName: file.name.slice(0, 255) || 'import.csv',
      content: text,
      report: check.report,
      createdBy: userId,
    })
    .returning({ id: imports.id });
  if (!row) throw new Error('import insert returned nothing');
  return row.id;
}

/** A MalformedFileError as 400 `{"file": ["Line N: …"]}`; other errors unchanged. */
export function asBadRequest(error: unknown): unknown {
  return error instanceof MalformedFileError ? badRequest({ file: [error.message] }) : error;
}

/** An import with its school and author, as lists and details show it. */
export interface ImportView {
  import: ImportSummaryRow;
  school: { id: number; subdomain: string; name: string };
  createdBy: { id: number; firstName: string; lastName: string; email: string } | null;
}

const { content: _content, ...importSummaryColumns } = getTableColumns(imports);

/** Imports joined to their school and author; the file itself is not read. */
function importViews(db: Db) {
  return db
    .select({
      import: importSummaryColumns,
      school: { id: schools.id, subdomain: schools.subdomain, name: schools.name },
      createdBy: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      },
    })
    .from(imports)
    .innerJoin(schools, eq(schools.id, imports.schoolId))
    .leftJoin(users, eq(users.id, imports.createdBy));
}

/**
 * Imports, newest first: of one school (`schoolId`), or of every school (null, super users'
 * "Import file validation"), optionally with one status. Returns the page and the total.
 */
export async function listImports(
  db: Db,
  opts: {
    schoolId: number | null;
    status?: ImportStatus | undefined;
    page: number;
    pageSize: number;
  },
): Promise<{ count: number; results: ImportView[] }> {
  const filters: SQL[] = [];
  if (opts.schoolId !== null) filters.push(eq(imports.schoolId, opts.schoolId));
  if (opts.status) filters.push(eq(imports.status, opts.status));
  const where = filters.length ? and(...filters) : undefined;
  const [total] = await db.select({ n: count() }).from(imports).where(where);
  const results = await importViews(db)
    .where(where)
    .orderBy(desc(imports.id))
    .limit(opts.pageSize)
    .offset((opts.page - 1) * opts.pageSize);
  return { count: total?.n ?? 0, results };
}

/**
 * One import: any school's for a super user (`schoolId` null), else only the given
 * school's; 404 otherwise, so ids of other schools cannot be probed.
 */
export async function getImport(db: Db, id: number, schoolId: number | null): Promise<ImportView> {
  const where =
    schoolId === null
      ? eq(imports.id, id)
      : and(eq(imports.id, id), eq(imports.schoolId, schoolId));
  const [row] = await importViews(db).where(where).limit(1);
  if (!row) throw notFound();
  return row;
}

/** The file of an import, as uploaded (decoded). */
async function importContent(db: Db, id: number): Promise<string> {
  const [row] = await db
    .select({ content: imports.content })
    .from(imports)
    .where(eq(imports.id, id));
  if (!row) throw notFound();
  return row.content;
}

/**
 * Moves an import from `from` to `to` (draft → submitted by its school's admin; submitted →
 * rejected by a super user). 404 when not visible, 400 `{"detail"}` from another status.
 */
export async function changeImportStatus(
  db: Db,
  id: number,
  schoolId: number | null,
  change: { from: ImportStatus; to: 'submitted' | 'rejected'; userId: number },
): Promise<ImportView> {
  const current = await getImport(db, id, schoolId);
  const now = new Date();
  const [updated] = await db
    .update(imports)
    .set(
      change.to === 'submitted'
        ? { status: 'submitted', submittedAt: now }
        : { status: 'rejected', decidedAt: now, decidedBy: change.userId },
    )
    .where(and(eq(imports.id, current.import.id), eq(imports.status, change.from)))
    .returning(importSummaryColumns);
  if (!updated) throw wrongStatus(change.to, change.from, current.import.status);
  return { ...current, import: updated };
}

function wrongStatus(action: string, expected: ImportStatus, actual: string) {
  return badRequest({
    detail: `Only a ${expected} import can be ${action}; this one is ${actual}.`,
  });
}

/**
 * Validates a submitted import (super users): applies its file to its school in one
 * transaction with the import marked applied (a concurrent validation finds it no longer
 * submitted and changes nothing), then invites the created users on the school's host.
 * 404 for an unknown id, 400 `{"detail"}` when it is not submitted.
 */
export async function validateImport(
  db: Db,
  mailer: Mailer,
  id: number,
  userId: number,
  schoolOrigin: (school: SchoolRow) => string,
  onInvitationError: (error: unknown, user: CreatedUser) => void,
): Promise<ImportView> {
  const current = await getImport(db, id, null);
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
          if (!updated) throw wrongStatus('validated', 'submitted', 'no longer submitted');
        },
      },
    );
  } catch (error) {
    throw asBadRequest(error);
  }
  await inviteCreatedUsers(
    db,
    mailer,
    school,
    result.createdUsers,
    schoolOrigin(school),
    onInvitationError,
  );
  return { ...current, import: updated ?? current.import };
}

/** The import logs of a school, newest first, paginated (spec 1 §3 Import log). */
export async function listImportLogs(
  db: Db,
  schoolId: number,
  page: { page: number; pageSize: number },
): Promise<{ count: number; results: ImportLogRow[] }> {
  const where = eq(importLogs.schoolId, schoolId);
  const [total] = await db.select({ n: count() }).from(importLogs).where(where);
  const results = await db
    .select()
    .from(importLogs)
    .where(where)
    .orderBy(desc(importLogs.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return { count: total?.n ?? 0, results };
}

export interface DegreeImportResult {
  rows: number;
  created: number;
  updated: number;
  invalid: { line: number; reason: string }[];
  warnings: string[];
}

/**
 * Imports degree lines `degree;subsection;section` into `school` in one transaction (spec 1
 * §5, §3 Degree): a name the school has (matched on case, accents composed and spacing, the
 * exact spelling first) gets the file's spelling, subsection and section; a new name is
 * created. Records an import log. Throws MalformedFileError for an unreadable file.
 */
export async function importDegreeFile(
  db: Db,
  school: SchoolRow,
  file: { name: string; content: Uint8Array | string },
  opts: { userId: number | null; source: 'api' | 'cli' },
): Promise<DegreeImportResult> {
  const text = decodeImportFile(file.content);
  const check = checkDegreeImportRows(parseImportCsv(text));
  return db.transaction(async (tx) => {
    const existing = await tx
      .select()
      .from(degrees)
      .where(eq(degrees.schoolId, school.id))
      .orderBy(asc(degrees.id));
    const exact = new Map(existing.map((d) => [d.name, d]));
    const byKey = new Map<string, (typeof existing)[number]>();
    for (const d of existing)
      if (!byKey.has(importNameKey(d.name))) byKey.set(importNameKey(d.name), d);

    const toCreate: (typeof degrees.$inferInsert)[] = [];
    let updated = 0;
    for (const row of check.valid) {
      const match = exact.get(row.name) ?? byKey.get(importNameKey(row.name));
      if (!match) {
        toCreate.push({
          schoolId: school.id,
          name: row.name,
          subsection: row.subsection,
          section: row.section,
        });
        continue;
      }
      updated += 1;
      if (
        match.name !== row.name ||
        match.subsection !== row.subsection ||
        match.section !== row.section
      ) {
        await tx
          .update(degrees)
          .set({ name: row.name, subsection: row.subsection, section: row.section })
          .where(eq(degrees.id, match.id));
      }
    }
    for (const batch of chunks(toCreate, BATCH)) await tx.insert(degrees).values(batch);
    const result: DegreeImportResult = {
      rows: check.rows,
      created: toCreate.length,
      updated,
      invalid: check.invalid,
      warnings: check.warnings,
    };
    await tx.insert(importLogs).values({
      schoolId: school.id,
      kind: 'degrees',
      source: opts.source,
      fileName: file.name.slice(0, 255) || 'degrees.csv',
      validRows: check.valid.length,
      invalidRows: check.invalid.length,
      created: result.created,
      updated: result.updated,
      userId: opts.userId,
    });
    return result;
  });
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
