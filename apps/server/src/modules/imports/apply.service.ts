import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type ImportLineData,
  importLogs,
  imports,
  type StoredImportResult,
  schools,
} from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { notFound } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import { ANALYZE_MIN_CHANGED_ROWS, analyzeTables } from '../../platform/planner-statistics.ts';
import { scopeExecutor, withSchool } from '../../platform/school-scope.ts';
import type { SchoolRow } from '../../platform/tenancy.ts';
import type { Tx } from './batches.ts';
import {
  appendContent,
  asBadRequest,
  checkMemberFile,
  type ImportInput,
  schoolNames,
  validMemberBatches,
} from './check.service.ts';
import { notifySubmitter } from './decisions.service.ts';
import { notActivatedMembers, queueInvitations } from './invitations.ts';
import { planMembers, writeMembers } from './members-writer.ts';
import { copyLines, memoryLines, storedLines } from './report-lines.ts';
import {
  findImport,
  type ImportView,
  importChanged,
  importContent,
  wrongStatus,
} from './review.service.ts';

/**
 * Applying a member file (spec 1 §5 User import): the last of an import's three steps
 * (check, review, apply), run when a super user validates a submitted import or by
 * `npm run members:import`. The file is read twice, a batch of records at a time (issue 16
 * item 4, memory flat whatever its size): first checked whole, its invalid lines written to
 * the report, so that a file that cannot be read changes nothing; then applied batch by
 * batch. Each batch writes its accounts, roles, activation tokens and invitation mail jobs
 * in one transaction (issue 12 item 3): killed at any instant, the process leaves each member
 * either untouched or with all of it, mail jobs included, which any worker then delivers
 * exactly once (their keys, `invite:<userId>:<importId>`); running the file again completes
 * the rest. Under a request (a super user's validation) the steps are savepoints of the
 * request's one transaction, which commits or rolls back as a whole.
 */

/** First key of the advisory lock that serialises one school's member imports (any int4). */
export const MEMBER_IMPORT_LOCK = 0x6d656d62;

/** Where invitations go: the mailer (the job queue) and the school's address for links. */
export interface InviteDeps {
  mailer: Mailer;
  /** `http(s)://<subdomain>.<BASE_DOMAIN>[:port]` of the import's school. */
  origin: string;
}

export interface MemberImportResult extends StoredImportResult {
  /** The import's id (a command-line import records one, already applied); null for a dry run. */
  importId: number | null;
  /** Invitations queued with the change (members of the file never invited before). */
  invited: number;
  /** The report's invalid lines, in file order, a page at a time (read from the database). */
  invalidLines: () => AsyncGenerator<ImportLineData[]>;
}

/** Runs one step of an import in its own transaction (or savepoint) on `tx`. */
export type ImportStep = <T>(fn: (tx: Db) => Promise<T>) => Promise<T>;

/** Text of a command-line file kept before it is appended to the stored file. */
const CONTENT_SLICE = 1024 * 1024;

/**
 * Applies a member file to `school` (the API's validate step and the CLI): checks it whole
 * again (degrees may have changed since upload), then a batch at a time takes the school's
 * import turn (an advisory lock: two imports at once would both invite the same new
 * members) and writes the batch's members; with `invite`, writes an activation token and
 * queues an invitation for each member of the batch who has no account activated and was
 * never invited here (the accounts created now, and any an interrupted older import left
 * uninvited). Last, records the result and the import log and runs `within(tx, result)` (the
 * API marks its import applied there). Without `importId` (the CLI) an import is recorded
 * first as `applying` with the file and its report, and marked applied at the end, so the
 * history shows it once done. With `dryRun` nothing is written and created/roles_added are
 * what applying would give. Each step runs in `opts.step` (default: `db.transaction`);
 * `afterBatch` runs inside each batch's transaction before it commits (the kill test).
 * `beforeBatch` runs before each batch, outside any transaction (the CLI paces itself there).
 * Throws MalformedFileError for an unreadable file, before any change. Mail jobs are written
 * on the step's school scope (platform/queue.ts): with invitations, run it in one
 * (`applyInSchool`, or a request's).
 */
export async function applyMemberFile(
  db: Db,
  school: SchoolRow,
  file: { name: string; content: ImportInput },
  opts: {
    userId: number | null;
    source: 'api' | 'cli';
    importId?: number | null;
    dryRun?: boolean;
    invite: InviteDeps | null;
    within?: (tx: Tx, result: StoredImportResult) => Promise<void>;
    step?: ImportStep;
    batchRows?: number;
    afterBatch?: (tx: Db, batch: number) => Promise<void>;
    /** Runs before each batch's step, outside it: the CLI waits there for its mail to go. */
    beforeBatch?: () => Promise<void>;
  },
): Promise<MemberImportResult> {
  const step: ImportStep = opts.step ?? ((fn) => db.transaction((tx) => fn(tx as unknown as Db)));
  const batchRows = opts.batchRows;
  const now = new Date();
  const fileName = file.name.slice(0, 255) || 'import.csv';
  const names = await step((tx) => schoolNames(tx, school, now));

  if (opts.dryRun) {
    const lines = memoryLines();
    const report = await checkMemberFile(db, names, file.content, { lines, batchRows });
    const counts = { created: 0, roles_added: 0 };
    for await (const rows of validMemberBatches(() => db, names, file.content, {
      lines,
      batchRows,
    })) {
      const plan = await step((tx) => planMembers(tx, school.id, rows));
      counts.created += plan.toCreate.length;
      counts.roles_added += plan.toAddRole.length;
    }
    return {
      ...report,
      ...counts,
      importId: null,
      invited: 0,
      invalidLines: () => lines.pages(db),
    };
  }

  // First pass: the whole file checked, its invalid lines stored; nothing else changes, and a
  // file that cannot be read leaves nothing (the step rolls back).
  const { importId, lines, report } = await step(async (tx) => {
    let id = opts.importId ?? null;
    let text = '';
    if (id === null) {
      const [row] = await tx
        .insert(imports)
        .values({
          schoolId: school.id,
          status: 'applying',
          fileName,
          content: '',
          report: { rows: 0, valid: 0, invalid_count: 0, warnings: [] },
          createdAt: now,
        })
        .returning({ id: imports.id });
      if (!row) throw new Error('import insert returned nothing');
      id = row.id;
    }
    const storedId = id;
    const lines = storedLines(storedId, school.id, 'apply');
    const report = await checkMemberFile(tx, names, file.content, {
      lines,
      batchRows,
      // A command-line file is stored as it is read, a slice at a time.
      onText:
        opts.importId == null
          ? async (batch) => {
              text += batch;
              if (text.length < CONTENT_SLICE) return;
              await appendContent(tx, storedId, text);
              text = '';
            }
          : undefined,
    });
    if (opts.importId == null) {
      if (text) await appendContent(tx, storedId, text);
      await tx.update(imports).set({ report }).where(eq(imports.id, storedId));
    }
    return { importId: storedId, lines, report };
  });

  // Second pass: each batch of valid rows in its own step.
  const counts = { created: 0, roles_added: 0 };
  let invited = 0;
  let batch = 0;
  let current: Db = db;
  const batches = validMemberBatches(() => current, names, file.content, { lines, batchRows });
  try {
    for (;;) {
      await opts.beforeBatch?.();
      // The batch's invalid lines are read inside its own step, on its transaction.
      const done = await step(async (tx) => {
        current = tx;
        if (opts.invite && !scopeExecutor()) {
          // Outside a scope the mail jobs would be written apart from the accounts (or, on
          // the embedded database, wait forever for the connection the transaction holds).
          throw new Error('applyMemberFile with invitations must run in a school scope.');
        }
        const next = await batches.next();
        if (next.done) return true;
        const rows = next.value;
        await tx.execute(sql`select pg_advisory_xact_lock(${MEMBER_IMPORT_LOCK}, ${school.id})`);
        const written = await writeMembers(tx, school.id, rows, now);
        counts.created += written.created.length;
        counts.roles_added += written.rolesAdded;
        if (opts.invite) {
          const { invitees } = await notActivatedMembers(
            tx,
            school.id,
            rows.map((r) => r.email),
            { neverInvited: true },
          );
          invited += await queueInvitations(tx, opts.invite.mailer, school, invitees, {
            origin: opts.invite.origin,
            keyOf: (invitee) => `invite:${invitee.id}:${importId}`,
          });
        }
        batch += 1;
        await opts.afterBatch?.(tx, batch);
        return false;
      });
      if (done) break;
    }
  } finally {
    // Closes the file when a step failed midway.
    await batches.return(undefined);
  }

  const result: StoredImportResult = { ...report, ...counts };
  await step(async (tx) => {
    if (opts.importId == null) {
      await tx
        .update(imports)
        .set({ status: 'applied', result, decidedAt: new Date() })
        .where(eq(imports.id, importId));
      // The command line's check is both the report and the result.
      await copyLines(tx, importId, 'apply', 'check');
    }
    await tx.insert(importLogs).values({
      schoolId: school.id,
      importId,
      kind: 'members',
      source: opts.source,
      fileName,
      validRows: result.valid,
      invalidRows: result.invalid_count,
      created: result.created,
      updated: result.roles_added,
      userId: opts.userId,
      createdAt: now,
    });
    await opts.within?.(tx as unknown as Tx, result);
  });
  return { ...result, importId, invited, invalidLines: () => lines.pages(db) };
}

/**
 * `applyMemberFile` outside a request (the CLI, tests): each step in its own scope of
 * `school` on the owner's database handle (its own transaction, committed at its end), so
 * that a batch's mail jobs are written by the batch's transaction. The queue's `mail.send`
 * must be declared first (`workMail` or `createQueue`).
 */
export function applyInSchool(
  db: Db,
  school: SchoolRow,
  file: { name: string; content: ImportInput },
  opts: Omit<Parameters<typeof applyMemberFile>[3], 'step'>,
): Promise<MemberImportResult> {
  return applyMemberFile(db, school, file, {
    ...opts,
    step: (fn) => withSchool(db, school.id, fn),
  });
}

/** The tables an applied import fills that the directory reads (accounts and their roles). */
export const IMPORT_WRITTEN_TABLES = ['users', 'user_roles'] as const;

/**
 * After an import is applied and committed (issue 34 item 8): when it created accounts or
 * added roles to at least ANALYZE_MIN_CHANGED_ROWS members, refreshes the planner's
 * statistics of IMPORT_WRITTEN_TABLES so that the directory is fast at once. `owner` is the
 * database owner's handle (Database.db), outside any transaction. Never throws: a failure
 * is passed to `onError` (the import stays applied; autovacuum catches up later). Returns
 * the tables analysed.
 */
export async function refreshImportStatistics(
  owner: Db,
  result: { created: number; roles_added: number } | null | undefined,
  onError: (error: unknown) => void,
): Promise<string[]> {
  if (!result || result.created + result.roles_added < ANALYZE_MIN_CHANGED_ROWS) return [];
  try {
    return await analyzeTables(owner, IMPORT_WRITTEN_TABLES);
  } catch (error) {
    onError(error);
    return [];
  }
}

/** What validating an import needs besides the database: mail and the school's address. */
export interface ValidationDeps {
  mailer: Mailer;
  /** `http(s)://<subdomain>.<BASE_DOMAIN>[:port]`: where links in e-mails point. */
  schoolOrigin: (school: SchoolRow) => string;
}

/**
 * A super user validates submitted import `id`: in the request's transaction its file is
 * applied to its school with the created members' invitations, the import is marked
 * applied, and the admin who submitted it is notified in the product and by e-mail. 404 for
 * an unknown id, 400 `{"detail"}` when it is not submitted; 409 `{"detail"}` when someone
 * else validated or rejected it meanwhile (nothing is applied).
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
    throw wrongStatus('submitted');
  }
  const [school] = await db.select().from(schools).where(eq(schools.id, current.import.schoolId));
  if (!school) throw notFound();
  const origin = deps.schoolOrigin(school);
  try {
    await applyMemberFile(
      db,
      school,
      { name: current.import.fileName, content: await importContent(db, id) },
      {
        userId,
        source: 'api',
        importId: id,
        invite: { mailer: deps.mailer, origin },
        within: async (tx, counts) => {
          const [updated] = await tx
            .update(imports)
            .set({ status: 'applied', result: counts, decidedAt: new Date(), decidedBy: userId })
            .where(and(eq(imports.id, id), eq(imports.status, 'submitted')))
            .returning({ id: imports.id });
          if (!updated) throw importChanged(actor);
        },
      },
    );
  } catch (error) {
    throw asBadRequest(error);
  }
  const view = await findImport(db, id, null);
  await notifySubmitter(db, actor, view, school, { mailer: deps.mailer, origin });
  return view;
}
