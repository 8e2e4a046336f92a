import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import { buildMember, buildSchool } from '../../test/factories.ts';
import type { Database } from '../db/client.ts';
import { sessions, userRoles } from '../db/schema/index.ts';
import { withSchool } from './school-scope.ts';
import { hashToken, newToken, sessionUser } from './sessions.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('sessionUser (one query for the session, the user and their roles)', () => {
  it('gives the user with every role exactly as stored, timestamps as Dates', async () => {
    const db = database.db;
    const school = await buildSchool(db);
    const other = await buildSchool(db);
    const user = await buildMember(db, school.id, { role: 4 });
    await db.insert(userRoles).values({
      userId: user.id,
      schoolId: other.id,
      role: 3,
      isActive: false,
      activationDate: new Date('2024-05-06T07:08:09.123Z'),
    });
    const token = newToken();
    await db.insert(sessions).values({
      idHash: hashToken(token),
      userId: user.id,
      schoolId: school.id,
      expiresAt: new Date(Date.now() + 60_000),
    });

    const found = await sessionUser(db, token, school.subdomain);
    const stored = await db
      .select()
      .from(userRoles)
      .where(eq(userRoles.userId, user.id))
      .orderBy(asc(userRoles.id));
    expect(found?.id).toBe(user.id);
    expect(found?.roles).toEqual(stored);
    expect(found?.roles[1]?.activationDate).toBeInstanceOf(Date);

    // A session replayed on another school's host is nobody's.
    expect(await sessionUser(db, token, other.subdomain)).toBeNull();
    expect(await sessionUser(db, 'not-a-session', school.subdomain)).toBeNull();
  });

  it("reads the user's roles in every school through the tenancy wall, not another user's", async () => {
    const school = await buildSchool(database.db);
    const other = await buildSchool(database.db);
    const user = await buildMember(database.db, school.id, { role: 4 });
    const stranger = await buildMember(database.db, other.id, { role: 4 });
    await database.db.insert(userRoles).values({ userId: user.id, schoolId: other.id, role: 3 });
    const token = newToken();
    await database.db.insert(sessions).values({
      idHash: hashToken(token),
      userId: user.id,
      schoolId: school.id,
      expiresAt: new Date(Date.now() + 60_000),
    });

    // As the app's role in the school's scope: the row-level security policies apply.
    const found = await withSchool(database.app, school.id, (tx) =>
      sessionUser(tx, token, school.subdomain),
    );
    expect(found?.roles.map((role) => role.schoolId).sort()).toEqual([school.id, other.id].sort());
    expect(found?.roles.every((role) => role.userId === user.id)).toBe(true);
    expect(found?.roles.some((role) => role.userId === stranger.id)).toBe(false);

    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.idHash, hashToken(token)));
    const expired = await withSchool(database.app, school.id, (tx) =>
      sessionUser(tx, token, school.subdomain),
    );
    expect(expired).toBeNull();
  });
});
