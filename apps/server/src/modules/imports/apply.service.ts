import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type ImportResultData, importLogs, imports, schools } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { notFound } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import { scopeExecutor, withSchool } from '../../platform/school-scope.ts';
import type { SchoolRow } from '../../platform/tenancy.ts';
import type { Tx } from './batches.ts';
import { asBadRequest, checkMemberFile } from './check.service.ts';
import { decodeImportFile } from './csv.ts';
import { notifySubmitter } from './decisions.service.ts';
import { notActivatedMembers, queueInvitations } from './invitations.ts';
import { planMembers, writeMembers } from './members-writer.ts';
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
 * `npm run members:import`. The accounts, roles, activation tokens, invitation mail jobs and
 * the import log are written in one transaction (issue 12 item 3): killed at any instant,
 * the process leaves either nothing or everything, mail jobs included, which any worker then
 * delivers exactly once (their keys, `invite:<userId>:<importId>`).
 */

/** First key of the advisory lock that serialises one school's member imports (any int4). */
export const MEMBER_IMPORT_LOCK = 0x6d656d62;

/** Where invitations go: the mailer (the job queue) and the school's address for links. */
export interface InviteDeps {
  mailer: Mailer;
  /** `http(s)://<subdomain>.<BASE_DOMAIN>[:port]` of the import's school. */
  origin: string;
}

export interface MemberImportResult extends ImportResultData {
  /** The import's id (a command-line import records one, already applied). */
  importId: number | null;
  /** Invitations queued with the change (members of the file never invited before). */
  invited: number;
}

/**
 * Applies a member file to `school` in one transaction (the API's validate step and the
 * CLI): checks it again (degrees may have changed since upload), takes the school's import
 * turn (an advisory lock: two imports at once would both invite the same new members),
 * writes the members; with `invite`, writes an activation token and queues an invitation for
 * each member of the file who has no account activated and was never invited here (the
 * accounts created now, and any an interrupted older import left uninvited); records the
 * import log, and runs `within(tx, result)` last (the API marks its import applied there).
 * Without `importId` (the CLI) an applied import is recorded, so the history shows it. With
 * `dryRun` nothing is written and created/roles_added are what applying would give. Throws
 * MalformedFileError for an unreadable file, before any change. Mail jobs are written on
 * the caller's school scope (platform/queue.ts): run it inside one (`applyInSchool`).
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
    invite: InviteDeps | null;
    within?: (tx: Tx, result: ImportResultData) => Promise<void>;
  },
): Promise<MemberImportResult> {
  if (opts.invite && !opts.dryRun && !scopeExecutor()) {
    // Outside a scope the mail jobs would be written apart from the accounts (or, on the
    // embedded database, wait forever for the connection the transaction holds).
    throw new Error('applyMemberFile with invitations must run in a school scope (applyInSchool).');
  }
  const text = decodeImportFile(file.content);
  const check = await checkMemberFile(db, school, text);
  if (opts.dryRun) {
    const plan = await planMembers(db, school.id, check.rows);
    return {
      ...check.report,
      created: plan.toCreate.length,
      roles_added: plan.toAddRole.length,
      importId: null,
      invited: 0,
    };
  }
  const now = new Date();
  const fileName = file.name.slice(0, 255) || 'import.csv';
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MEMBER_IMPORT_LOCK}, ${school.id})`);
    const written = await writeMembers(tx, school.id, check.rows, now);
    const result: ImportResultData = {
      ...check.report,
      created: written.created.length,
      roles_added: written.rolesAdded,
    };
    const importId =
      opts.importId ?? (await recordAppliedImport(tx, school, text, fileName, result, now));
    let invited = 0;
    if (opts.invite) {
      const { invitees } = await notActivatedMembers(
        tx,
        school.id,
        check.rows.map((r) => r.email),
        { neverInvited: true },
      );
      invited = await queueInvitations(tx, opts.invite.mailer, school, invitees, {
        origin: opts.invite.origin,
        keyOf: (invitee) => `invite:${invitee.id}:${importId}`,
      });
    }
    await tx.insert(importLogs).values({
      schoolId: school.id,
      importId,
      kind: 'members',
      source: opts.source,
      fileName,
      validRows: result.valid,
      invalidRows: result.invalid.length,
      created: result.created,
      updated: result.roles_added,
      userId: opts.userId,
      createdAt: now,
    });
    await opts.within?.(tx, result);
    return { ...result, importId, invited };
  });
}

/** A command-line import in the history: applied at once, by nobody in the app. */
async function recordAppliedImport(
  tx: Tx,
  school: SchoolRow,
  text: string,
  fileName: string,
  result: ImportResultData,
  now: Date,
): Promise<number> {
  const { created: _c, roles_added: _r, ...report } = result;
  const [row] = await tx
    .insert(imports)
    .values({
      schoolId: school.id,
      status: 'applied',
      fileName,
      content: text,
      report,
      result,
      createdAt: now,
      decidedAt: now,
    })
    .returning({ id: imports.id });
  if (!row) throw new Error('import insert returned nothing');
  return row.id;
}

/**
 * `applyMemberFile` outside a request (the CLI, tests): in a scope of `school` on the
 * owner's database handle, so that its mail jobs are written by its transaction. The
 * queue's `mail.send` must be declared first (`workMail` or `createQueue`).
 */
export function applyInSchool(
  db: Db,
  school: SchoolRow,
  file: { name: string; content: Uint8Array | string },
  opts: Parameters<typeof applyMemberFile>[3],
): Promise<MemberImportResult> {
  return withSchool(db, school.id, (tx) => applyMemberFile(tx, school, file, opts));
}

/** What validating an import needs besides the database: mail and the school's address. */
export interface ValidationDeps {
  mailer: Mailer;
  /** `http(s)://<subdomain>.<BASE_DOMAIN>[:port]`: where links in e-mails point. */
  schoolOrigin: (school: SchoolRow) => string;
}

/**
 * A super user validates submitted import `id`: in one transaction its file is applied to
 * its school with the created members' invitations, the import is marked applied, and the
 * admin who submitted it is notified in the product and by e-mail. 404 for an unknown id,
 * 400 `{"detail"}` when it is not submitted; 409 `{"detail"}` when someone else validated or
 * rejected it meanwhile (nothing is applied).
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
  let updated: ImportSummaryRow | undefined;
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
  const view = { ...current, import: updated ?? current.import };
  await notifySubmitter(db, actor, view, school, { mailer: deps.mailer, origin });
  return view;
}
