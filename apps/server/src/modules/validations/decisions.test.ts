import { ROLE } from '@alumni/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, sessionHeaders } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { buildMember } from '../../../test/factories.ts';
import { loseRace, racesOnPostgres } from '../../../test/races.ts';
import type { Db } from '../../db/client.ts';
import {
  educations,
  outboxMessages,
  roleChangeRequests,
  schools,
  userRoles,
} from '../../db/schema/index.ts';
import { messagesFor } from '../../platform/messages.ts';
import { seedDemo } from '../../seed/seed.ts';

/**
 * Two validators deciding one item at once (registrations, role change requests, declared
 * educations): the decision that loses the race is answered 409 and changes nothing, where
 * before it either overrode the other (registrations: both e-mails went out) or answered
 * 404 as if the item never existed. Staged on PostgreSQL with test/races.ts.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
let schoolId = 0;
let admin: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
  await seedDemo(db, { mediaDir: `${ctx.config.dataDir}/media` });
  const [demo] = await db.select().from(schools).where(eq(schools.subdomain, 'demo'));
  schoolId = demo?.id ?? 0;
  const user = await buildMember(db, schoolId, { role: ROLE.SchoolAdmin });
  admin = await sessionHeaders(db, { userId: user.id, schoolId, subdomain: 'demo' });
});
afterAll(() => ctx.close());

/** A member of demo and their role there. */
async function memberWithRole() {
  const user = await buildMember(db, schoolId);
  const [role] = await db.select().from(userRoles).where(eq(userRoles.userId, user.id));
  if (!role) throw new Error('role missing');
  return { user, role };
}

const conflictBody = { detail: messagesFor('en').changedMeanwhile };

describe.runIf(racesOnPostgres)('the second of two decisions at once', () => {
  it('on a registration: 409, and only the first decision’s e-mail goes out', async () => {
    const { user, role } = await memberWithRole();
    const thisRole = eq(userRoles.id, role.id);
    await db.update(userRoles).set({ isActive: false, requiresValidation: true }).where(thisRole);
    const res = await loseRace(db, {
      lock: (tx) => tx.select().from(userRoles).where(thisRole).for('update'),
      win: (tx) =>
        tx.update(userRoles).set({ isActive: true, requiresValidation: false }).where(thisRole),
      request: () => call('POST', `/api/registrations/${role.id}/refuse/`, admin),
    });
    expect(res).toEqual({ status: 409, body: conflictBody });
    const [after] = await db.select().from(userRoles).where(thisRole);
    expect(after).toMatchObject({ isActive: true, refusedAt: null });
    const mails = await db.select().from(outboxMessages).where(eq(outboxMessages.to, user.email));
    expect(mails).toEqual([]);
  });

  it('on a role change request: 409, and the request keeps the first decision', async () => {
    const { role } = await memberWithRole();
    const [request] = await db
      .insert(roleChangeRequests)
      .values({ userRoleId: role.id, schoolId, graduationYear: 2016 })
      .returning();
    const thisRequest = eq(roleChangeRequests.id, request?.id ?? 0);
    const res = await loseRace(db, {
      lock: (tx) => tx.select().from(roleChangeRequests).where(thisRequest).for('update'),
      win: (tx) => tx.update(roleChangeRequests).set({ status: 'accepted' }).where(thisRequest),
      request: () => call('POST', `/api/role-change-requests/${request?.id}/refuse/`, admin),
    });
    expect(res).toEqual({ status: 409, body: conflictBody });
    const [after] = await db.select().from(roleChangeRequests).where(thisRequest);
    expect(after?.status).toBe('accepted');
  });

  it('on a declared education: 409, and the validated education stays', async () => {
    const { user } = await memberWithRole();
    const [education] = await db
      .insert(educations)
      .values({
        userId: user.id,
        schoolId,
        degreeType: 'master',
        title: 'Master Finance',
        facility: 'Demo School',
        graduationStatus: 'graduated',
        pendingValidation: true,
      })
      .returning();
    const thisEducation = eq(educations.id, education?.id ?? 0);
    const res = await loseRace(db, {
      lock: (tx) => tx.select().from(educations).where(thisEducation).for('update'),
      win: (tx) => tx.update(educations).set({ pendingValidation: false }).where(thisEducation),
      request: () => call('POST', `/api/educations/${education?.id}/refuse/`, admin),
    });
    expect(res).toEqual({ status: 409, body: conflictBody });
    const [after] = await db.select().from(educations).where(thisEducation);
    expect(after?.pendingValidation).toBe(false);
  });
});
