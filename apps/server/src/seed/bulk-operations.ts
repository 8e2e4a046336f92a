import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bulkOperationItems, bulkOperations, userSchoolSettings } from '../db/schema/index.ts';
import { massMessageMember } from '../modules/discussions/mass-messages.ts';

/**
 * The demo school's bulk operation (issue 32 item 5): a mass message the demo admin sent a few
 * alumni two days ago, as the runner would have done it (each member's message in their direct
 * conversation with the admin, the items and counts), one of them having turned mass messages
 * off: the admin list's progress panel and the members' conversations show it. Runs in the
 * seed's transaction `tx`, after the members.
 */
export async function seedBulkOperations(
  tx: Db,
  opts: { schoolId: number; adminId: number; memberIds: readonly number[]; now: Date },
): Promise<void> {
  const targets = [...opts.memberIds].sort((a, b) => a - b).slice(0, 6);
  const refusing = targets.at(-1);
  if (refusing === undefined) return;
  await tx
    .insert(userSchoolSettings)
    .values({ userId: refusing, schoolId: opts.schoolId, massChatReception: false })
    .onConflictDoUpdate({
      target: [userSchoolSettings.userId, userSchoolSettings.schoolId],
      set: { massChatReception: false },
    });
  const at = new Date(opts.now.getTime() - 2 * 86_400_000);
  const body =
    'Bonjour\u00a0! La soirée des anciens aura lieu le mois prochain\u00a0: réservez la date, le programme suit.';
  const [op] = await tx
    .insert(bulkOperations)
    .values({
      schoolId: opts.schoolId,
      kind: 'mass_message',
      status: 'running',
      createdBy: opts.adminId,
      params: { body, target: { selected: targets.length } },
      targetIds: targets,
      total: targets.length,
      createdAt: at,
      startedAt: at,
    })
    .returning({ id: bulkOperations.id });
  if (!op) throw new Error('bulk operation insert returned nothing');
  let notReached = 0;
  for (const userId of targets) {
    const { result } = await massMessageMember({
      db: tx,
      schoolId: opts.schoolId,
      operationId: op.id,
      createdBy: opts.adminId,
      params: { body },
      userId,
    });
    const missed = result.outcome !== 'done';
    if (missed) notReached += 1;
    await tx.insert(bulkOperationItems).values({
      operationId: op.id,
      userId,
      schoolId: opts.schoolId,
      outcome: result.outcome,
      reason: missed ? result.reason : null,
      createdAt: at,
    });
  }
  await tx
    .update(bulkOperations)
    .set({ status: 'completed', processed: targets.length, notReached, finishedAt: at })
    .where(eq(bulkOperations.id, op.id));
}
