import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { schools } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { notFound } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import { schoolEmail } from '../../platform/mail-layout.ts';
import { localizedUrl, schoolLocale } from '../../platform/public-url.ts';
import type { SchoolRow } from '../../platform/tenancy.ts';
import { importDecidedEmail } from './emails.ts';
import { changeImportStatus, type ImportView } from './review.service.ts';

/**
 * Telling the school admin who submitted a member file that a super user decided on it
 * (issue 12 item 8 "the admin is notified, in the product and by mail, when an import is
 * applied"): the `import.decided` domain event (the notifications module writes the
 * in-product notification in the import's school) and an e-mail in the school's language,
 * both on `db`, the transaction of the decision.
 */
export async function notifySubmitter(
  db: Db,
  actor: Actor,
  view: ImportView,
  school: SchoolRow,
  deps: { mailer: Mailer; origin: string },
): Promise<void> {
  const row = view.import;
  const decision = row.status === 'applied' ? 'applied' : 'rejected';
  await actor.emit(db, 'import.decided', {
    importId: row.id,
    schoolId: school.id,
    submittedBy: view.createdBy?.id ?? null,
    decidedBy: actor.user.id,
    decision,
    fileName: row.fileName,
    created: row.result?.created ?? 0,
    rolesAdded: row.result?.roles_added ?? 0,
  });
  const submitter = view.createdBy;
  if (!submitter || submitter.id === actor.user.id) return;
  const locale = schoolLocale(school);
  const content = importDecidedEmail(
    locale,
    {
      applied: decision === 'applied',
      fileName: row.fileName,
      schoolName: school.name,
      created: row.result?.created ?? 0,
    },
    submitter.firstName,
    localizedUrl(deps.origin, '/settings/school?section=imports', locale),
  );
  await deps.mailer.send({
    school,
    to: submitter.email,
    // One message per decision, however often the job runs.
    key: `import-decided:${row.id}`,
    ...schoolEmail(school, content, locale),
  });
}

/**
 * A super user refuses submitted import `id` (submitted → rejected): nothing is applied, and
 * the admin who submitted it is told (product and e-mail). 404, 400 and 409 as
 * `changeImportStatus`.
 */
export async function rejectImport(
  db: Db,
  actor: Actor,
  input: { id: number },
  deps: { mailer: Mailer; schoolOrigin: (school: SchoolRow) => string },
): Promise<ImportView> {
  const view = await changeImportStatus(db, actor, input.id, { from: 'submitted', to: 'rejected' });
  const [school] = await db.select().from(schools).where(eq(schools.id, view.school.id));
  if (!school) throw notFound();
  await notifySubmitter(db, actor, view, school, {
    mailer: deps.mailer,
    origin: deps.schoolOrigin(school),
  });
  return view;
}
