import { ROLE } from '@alumni/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { block, members, openConversation } from '../../../test/discussions.ts';
import { buildMember, buildSchool, signedInMember } from '../../../test/factories.ts';
import type { Db } from '../../db/client.ts';
import { schoolRoles } from '../../db/schema/index.ts';

/*
 * Search for a person to write to (spec 1 §2 Discussions; issue 32 item 1: "respecting blocks,
 * directory visibility"): active members the directory lists, by the start of their names,
 * never oneself nor someone blocked either way; and the unread counts.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
});
afterAll(() => ctx.close());

const names = (body: unknown) => (body as { last_name: string }[]).map((p) => p.last_name);

describe('people one may write to', () => {
  it('are active listed members found by the start of their names, blocks left out', async () => {
    const school = await buildSchool(db);
    const me = await signedInMember(db, school);
    const zoe = await buildMember(db, school.id, { firstName: 'Zoé', lastName: 'Martin' });
    const marc = await buildMember(db, school.id, { firstName: 'Marc', lastName: 'Marchand' });
    await buildMember(db, school.id, { firstName: 'Inès', lastName: 'Martel', active: false });
    await buildMember(db, school.id, {
      firstName: 'Paul',
      lastName: 'Marais',
      role: ROLE.Prospect,
    });
    const other = await buildSchool(db);
    await buildMember(db, other.id, { firstName: 'Jean', lastName: 'Marceau' });
    const people = async (search: string) =>
      (
        await call(
          'GET',
          `/api/conversations/people/?search=${encodeURIComponent(search)}`,
          me.headers,
        )
      ).body;
    expect(names(await people('mar'))).toEqual(['Marais', 'Marchand', 'Martin']);
    expect(names(await people('zoe mart'))).toEqual(['Martin']);
    // A role the directory does not list (prospects hidden) is left out.
    await db
      .update(schoolRoles)
      .set({ shownInDirectory: false })
      .where(eq(schoolRoles.id, school.roles.get(ROLE.Prospect)?.id ?? 0));
    await block(db, school.id, marc.id, me.id);
    expect(names(await people('mar'))).toEqual(['Martin']);
    const id = await openConversation(ctx.app, me, [{ id: zoe.id, headers: {} }]);
    expect(await people('zoe')).toEqual([
      { id: zoe.id, first_name: 'Zoé', last_name: 'Martin', picture: null, conversation_id: id },
    ]);
  });

  it('never lists oneself, and needs the permission', async () => {
    const school = await buildSchool(db);
    const [a] = await members(db, school, 1);
    const list = (await call('GET', '/api/conversations/people/', a.headers)).body;
    expect(JSON.stringify(list)).not.toContain(`"id":${a.id},`);
    const external = await signedInMember(db, school, { role: ROLE.External });
    expect((await call('GET', '/api/conversations/people/', external.headers)).status).toBe(403);
    expect((await call('GET', '/api/conversations/people/?page_size=21', a.headers)).status).toBe(
      400,
    );
  });
});
