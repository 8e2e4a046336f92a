import type { Db } from '../src/db/client.ts';
import { bulkOperations, massMailDeliveries, userTokens } from '../src/db/schema/index.ts';
import { issueUnsubscribeTokens } from '../src/modules/users/index.ts';
import { hashToken, newToken } from '../src/platform/sessions.ts';

/** A school's mass mail and subscription links for the tenant-isolation and fuzz suites. */
export interface EmailingWorld {
  /** A sent mass mail of the admin to the member (the subject carries the marker). */
  massMail: number;
  /** The member's newsletter unsubscribe token, for the one-click POST (RFC 8058). */
  oneClickToken: string;
  /** The member's subscription page token (GET reads it, PUT spends it). */
  subscriptionToken: string;
}

/**
 * Adds a completed mass mail of the school's admin, delivered to its member: reading it shows
 * the subject and the member's name and address, so another school's read on A's host would
 * leak; and two single-use tokens of the member.
 */
export async function buildEmailingWorld(
  db: Db,
  world: { schoolId: number; marker: string; member: number; admin: number },
): Promise<EmailingWorld> {
  const [op] = await db
    .insert(bulkOperations)
    .values({
      schoolId: world.schoolId,
      kind: 'mass_mail',
      status: 'completed',
      createdBy: world.admin,
      params: {
        subject: `${world.marker} mass mail`,
        body: `<p>${world.marker} body</p>`,
        text: `${world.marker} body`,
        list: 'newsletter',
        target: { selected: 1 },
        startAt: new Date().toISOString(),
      },
      targetIds: [world.member],
      total: 1,
      processed: 1,
      startedAt: new Date(),
      finishedAt: new Date(),
    })
    .returning({ id: bulkOperations.id });
  if (!op) throw new Error('mass mail insert returned nothing');
  await db.insert(massMailDeliveries).values({
    operationId: op.id,
    userId: world.member,
    schoolId: world.schoolId,
    email: `${world.marker.toLowerCase()}-reader@example.org`,
    status: 'sent',
    response: `250 ${world.marker} accepted`,
  });
  const [oneClickToken = ''] = await issueUnsubscribeTokens(db, 'newsletter', [
    { userId: world.member, schoolId: world.schoolId },
  ]);
  const subscriptionToken = newToken();
  await db.insert(userTokens).values({
    userId: world.member,
    schoolId: world.schoolId,
    purpose: 'subscription',
    tokenHash: hashToken(subscriptionToken),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return { massMail: op.id, oneClickToken, subscriptionToken };
}
