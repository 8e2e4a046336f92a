import {
  type MassMail,
  type MassMailCreate,
  type MassMailDraft,
  type MassMailList,
  type MassMailPreview,
  VALIDATION_REFS,
} from '@alumni/domain';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bulkOperations, massMailDeliveries, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import type { BulkOperations } from '../../platform/bulk-operations.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { sanitizeRichText } from '../../platform/html.ts';
import type { Mailer } from '../../platform/mail.ts';
import { schoolEmail } from '../../platform/mail-layout.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { type PublicUrlConfig, schoolLocale, schoolUrl } from '../../platform/public-url.ts';
import { getBulkOperationOf, resolveBulkTarget } from '../bulk-operations/index.ts';
import type { MassMailParams } from './delivery.ts';
import { massMailContent } from './emails.ts';
import { presentMassMailSummary, presentRecipient } from './presenters.ts';

/**
 * Mass mail (issue 34 item 2; spec 2 §6 "School admins … mass-mail"): composing (preview, test
 * send), starting one for members chosen as for any bulk action, and reading them back with
 * their report. The run itself is delivery.ts.
 */

/** Mass mails the list shows, newest first. */
const LISTED = 50;
/** Recipients one mass mail's page lists (problems first). */
const RECIPIENTS_LISTED = 500;

const person = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  picture: users.picture,
};

/** The draft's body sanitised (platform/html.ts); 400 `{body}` when no text is left. */
function sanitizedBody(body: string) {
  const clean = sanitizeRichText(body);
  if (!clean.text) throw badRequest({ body: [VALIDATION_REFS.required] });
  return clean;
}

/**
 * The e-mail of `draft` as a recipient will see it, addressed to `actor`: the school's layout
 * and language, the list's footer, an unsubscribe link to the subscription page (each real
 * mail carries its own token instead). `test` marks the subject.
 */
function renderDraft(actor: Actor, urls: PublicUrlConfig, draft: MassMailDraft, test = false) {
  const { school } = actor;
  const locale = schoolLocale(school);
  const content = massMailContent(locale, {
    schoolName: school.name,
    subject: draft.subject,
    richText: sanitizedBody(draft.body),
    list: draft.list,
    unsubscribeLink: schoolUrl(urls, school, '/subscription'),
    test,
  });
  return schoolEmail(school, content, locale);
}

/** `POST /api/mass-mails/preview/`: the draft as its recipients will see it. */
export function previewMassMail(
  actor: Actor,
  urls: PublicUrlConfig,
  draft: MassMailDraft,
): MassMailPreview {
  const { subject, html, text } = renderDraft(actor, urls, draft);
  return { subject, html, text };
}

/** `POST /api/mass-mails/test/`: the draft sent to the admin alone, marked as a test. */
export async function testMassMail(
  actor: Actor,
  urls: PublicUrlConfig,
  mailer: Mailer,
  draft: MassMailDraft,
): Promise<{ to: string }> {
  const to = actor.authUser.email;
  const { school } = actor;
  await mailer.send({
    school: { id: school.id, senderName: school.senderName, senderEmail: school.senderEmail },
    to,
    ...renderDraft(actor, urls, draft, true),
  });
  return { to };
}

/**
 * Starts a mass mail: sanitises the body, resolves the members (a selection or the admin
 * directory's filters, 400 when nobody), stores the `mass_mail` operation and queues its job in
 * the request's transaction. Returns the operation's id.
 */
export async function startMassMail(
  db: Db,
  actor: Actor,
  bulk: BulkOperations,
  input: MassMailCreate,
  now = new Date(),
): Promise<number> {
  const clean = sanitizedBody(input.body);
  const { target, ids } = await resolveBulkTarget(db, actor, input);
  const params: MassMailParams = {
    subject: input.subject,
    body: clean.html,
    text: clean.text,
    list: input.list,
    target,
    startAt: now.toISOString(),
  };
  const op = await bulk.create(db, {
    schoolId: actor.school.id,
    kind: 'mass_mail',
    createdBy: actor.authUser.id,
    params: { ...params },
    targetIds: ids,
  });
  return op.id;
}

/** The deliveries of these operations counted by status. */
async function countsOf(db: Db, ids: number[]) {
  const counts = new Map<
    number,
    { queued: number; sent: number; failed: number; bounced: number }
  >();
  for (const id of ids) counts.set(id, { queued: 0, sent: 0, failed: 0, bounced: 0 });
  if (!ids.length) return counts;
  const rows = await db
    .select({ id: massMailDeliveries.operationId, status: massMailDeliveries.status, n: count() })
    .from(massMailDeliveries)
    .where(inArray(massMailDeliveries.operationId, ids))
    .groupBy(massMailDeliveries.operationId, massMailDeliveries.status);
  for (const row of rows) {
    const entry = counts.get(row.id);
    if (entry) entry[row.status] = row.n;
  }
  return counts;
}

/** The creators of these operations, by id. */
async function creatorsOf(db: Db, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length)
    return new Map<
      number,
      { id: number; firstName: string; lastName: string; picture: string | null }
    >();
  const rows = await db.select(person).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((u) => [u.id, u]));
}

/** `GET /api/mass-mails/`: the school's LISTED most recent mass mails with their counts. */
export async function listMassMails(db: Db, actor: Actor, mediaUrl: MediaUrl) {
  const rows = await db
    .select()
    .from(bulkOperations)
    .where(and(eq(bulkOperations.schoolId, actor.school.id), eq(bulkOperations.kind, 'mass_mail')))
    .orderBy(desc(bulkOperations.createdAt), desc(bulkOperations.id))
    .limit(LISTED);
  const counts = await countsOf(
    db,
    rows.map((r) => r.id),
  );
  const creators = await creatorsOf(
    db,
    rows.map((r) => r.createdBy),
  );
  return {
    results: rows.map((row) =>
      presentMassMailSummary(
        row,
        (row.createdBy && creators.get(row.createdBy)) || null,
        counts.get(row.id) ?? { queued: 0, sent: 0, failed: 0, bounced: 0 },
        mediaUrl,
      ),
    ),
  };
}

/**
 * `GET /api/mass-mails/{id}/`: one mass mail, its body, its first RECIPIENTS_LISTED recipients
 * (bounced, failed, queued, then sent; by name) and the members skipped with why. 404 for an id
 * of another school, of another kind, or none.
 */
export async function getMassMail(
  db: Db,
  actor: Actor,
  id: number,
  mediaUrl: MediaUrl,
): Promise<MassMail> {
  const [row] = await db
    .select()
    .from(bulkOperations)
    .where(
      and(
        eq(bulkOperations.id, id),
        eq(bulkOperations.schoolId, actor.school.id),
        eq(bulkOperations.kind, 'mass_mail'),
      ),
    );
  if (!row) throw notFound();
  const recipients = await db
    .select({ delivery: massMailDeliveries, user: person })
    .from(massMailDeliveries)
    .innerJoin(users, eq(users.id, massMailDeliveries.userId))
    .where(eq(massMailDeliveries.operationId, row.id))
    .orderBy(
      sql`array_position(array['bounced','failed','queued','sent']::varchar[], ${massMailDeliveries.status})`,
      asc(users.lastName),
      asc(users.firstName),
      asc(users.id),
    )
    .limit(RECIPIENTS_LISTED);
  const counts = await countsOf(db, [row.id]);
  const creators = await creatorsOf(db, [row.createdBy]);
  const operation = await getBulkOperationOf(db, actor, row.id, mediaUrl);
  const params = row.params as { body?: string; list?: MassMailList };
  return {
    ...presentMassMailSummary(
      row,
      (row.createdBy && creators.get(row.createdBy)) || null,
      counts.get(row.id) ?? { queued: 0, sent: 0, failed: 0, bounced: 0 },
      mediaUrl,
    ),
    body: params.body ?? '',
    recipients: recipients.map((r) => presentRecipient(r.delivery, r.user, mediaUrl)),
    not_reached: operation.not_reached,
  };
}
