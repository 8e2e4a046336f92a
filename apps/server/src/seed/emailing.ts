import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  bulkOperationItems,
  bulkOperations,
  massMailDeliveries,
  userSchoolSettings,
  users,
} from '../db/schema/index.ts';

/**
 * The demo school's mass mail (issue 34 item 2): a newsletter the demo admin sent a few
 * members three days ago, as the runner and the delivery jobs would have left it: one member
 * had turned the newsletter off (skipped), one address was refused by the mail server
 * (bounced, with its answer), the others sent. `/emailing` lists it with its report. Runs in
 * the seed's transaction `tx`, after the members.
 */
export async function seedMassMail(
  tx: Db,
  opts: { schoolId: number; adminId: number; memberIds: readonly number[]; now: Date },
): Promise<void> {
  const targets = [...opts.memberIds].sort((a, b) => a - b).slice(6, 14);
  const refusing = targets.at(0);
  const bounced = targets.at(1);
  if (refusing === undefined || bounced === undefined) return;
  await tx
    .insert(userSchoolSettings)
    .values({ userId: refusing, schoolId: opts.schoolId, newsletter: false })
    .onConflictDoUpdate({
      target: [userSchoolSettings.userId, userSchoolSettings.schoolId],
      set: { newsletter: false },
    });
  const at = new Date(opts.now.getTime() - 3 * 86_400_000);
  const text =
    'Chers anciens, la lettre d’information de l’automne est arrivée\u00a0: retrouvez les événements du trimestre et les offres du réseau.';
  const [op] = await tx
    .insert(bulkOperations)
    .values({
      schoolId: opts.schoolId,
      kind: 'mass_mail',
      status: 'completed',
      createdBy: opts.adminId,
      params: {
        subject: 'La lettre d’information de l’automne',
        body: `<p>${text}</p>`,
        text,
        list: 'newsletter',
        target: { selected: targets.length },
        startAt: at.toISOString(),
      },
      targetIds: targets,
      total: targets.length,
      processed: targets.length,
      notReached: 1,
      createdAt: at,
      startedAt: at,
      finishedAt: at,
    })
    .returning({ id: bulkOperations.id });
  if (!op) throw new Error('mass mail insert returned nothing');
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, targets));
  const emailOf = new Map(people.map((p) => [p.id, p.email]));
  await tx.insert(bulkOperationItems).values(
    targets.map((userId) => ({
      operationId: op.id,
      userId,
      schoolId: opts.schoolId,
      outcome: userId === refusing ? ('skipped' as const) : ('done' as const),
      reason: userId === refusing ? 'refused_newsletter' : null,
      createdAt: at,
    })),
  );
  await tx.insert(massMailDeliveries).values(
    targets
      .filter((userId) => userId !== refusing)
      .map((userId) => ({
        operationId: op.id,
        userId,
        schoolId: opts.schoolId,
        email: emailOf.get(userId) ?? '',
        status: userId === bounced ? ('bounced' as const) : ('sent' as const),
        response:
          userId === bounced
            ? '550 5.1.1 Recipient address rejected: User unknown in virtual mailbox table'
            : '250 2.0.0 Ok: queued',
        createdAt: at,
        updatedAt: at,
      })),
  );
}
