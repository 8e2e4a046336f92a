import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, type TestContext } from '../../../test/app.ts';
import { buildMember } from '../../../test/factories.ts';
import {
  HEADER,
  type ImportsWorld,
  importsApi,
  memberLine,
  startImportsWorld,
} from '../../../test/imports.ts';
import { schools } from '../../db/schema/index.ts';
import { applyInSchool } from './apply.service.ts';

/**
 * Issue 12 item 8, pinned: after importing members, the admin list showed only activated
 * ones ("66 membres" after importing 2,378). The admin list shows every member of the school
 * with where they stand (active, invited, not invited, waiting for validation) and filters on
 * it; the members' directory shows imported members not yet activated only when the school
 * shows inactive users (`show_inactive`).
 */
let world: ImportsWorld;
let ctx: TestContext;

beforeAll(async () => {
  world = await startImportsWorld();
  ctx = world.ctx;
  const db = ctx.database.db;
  const { importThroughApi } = importsApi(() => world);
  // Two members invited by an import validated through the API…
  await importThroughApi(
    `${HEADER}\n${memberLine('inv.a@example.org', { last: 'Invitee' })}\n${memberLine('inv.b@example.org', { last: 'Invitee' })}\n`,
  );
  // …one imported from the command line without invitations…
  await applyInSchool(
    db,
    world.demo,
    {
      name: 'quiet.csv',
      content: `${HEADER}\n${memberLine('quiet@example.org', { last: 'Uninvited' })}\n`,
    },
    { userId: null, source: 'cli', invite: null },
  );
  // …and a registration waiting for validation.
  await buildMember(db, world.demo.id, {
    lastName: 'Waiting',
    active: false,
    requiresValidation: true,
  });
});
afterAll(() => ctx.close());

type Entry = { last_name: string; admin?: { status: string; invited_at: string | null } };
async function directory(query: string, cookie: string) {
  const res = await ctx.app.inject({
    url: `/api/directory/${query}`,
    headers: { host: hostOf('demo'), cookie },
  });
  return { status: res.statusCode, body: res.json() as { count: number; results: Entry[] } };
}
const lastNames = (results: Entry[]) => results.map((r) => r.last_name).sort();

describe('the admin list (type=list)', () => {
  it('shows every member with their status, imported and waiting ones included', async () => {
    const all = await directory('?type=list&page_size=100', world.admin);
    expect(all.status).toBe(200);
    const byName = new Map(all.body.results.map((r) => [r.last_name, r.admin]));
    expect(byName.get('Invitee')).toMatchObject({
      status: 'invited',
      invited_at: expect.any(String),
    });
    expect(byName.get('Uninvited')).toEqual(
      expect.objectContaining({ status: 'not_invited', invited_at: null }),
    );
    expect(byName.get('Waiting')?.status).toBe('waiting');
    const seeded = all.body.results.find((r) => r.last_name === 'Lefèvre');
    expect(seeded?.admin?.status).toBe('active');
    const members = await directory('?page_size=100', world.member);
    expect(all.body.count).toBeGreaterThan(members.body.count);
  });

  it('filters on the status', async () => {
    const invited = await directory('?type=list&status=invited', world.admin);
    expect(lastNames(invited.body.results)).toEqual(['Invitee', 'Invitee']);
    expect(invited.body.count).toBe(2);
    // The seed's never-activated members are "not invited" too.
    const quiet = await directory('?type=list&status=not_invited&page_size=100', world.admin);
    expect(lastNames(quiet.body.results)).toContain('Uninvited');
    expect(quiet.body.results.every((r) => r.admin?.status === 'not_invited')).toBe(true);
    const waiting = await directory('?type=list&status=waiting&search=waiting', world.admin);
    expect(lastNames(waiting.body.results)).toEqual(['Waiting']);
    const active = await directory('?type=list&status=active&page_size=100', world.admin);
    expect(active.body.results.every((r) => r.admin?.status === 'active')).toBe(true);
    expect(lastNames(active.body.results)).not.toContain('Invitee');
    // A name search goes through the prepared statements: the filter holds there too.
    const searched = await directory('?type=list&status=invited&search=invitee', world.admin);
    expect(searched.body.count).toBe(2);
  });

  it('answers 400 for an unknown status, 403 to a member asking for the admin list', async () => {
    const bad = await directory('?type=list&status=asleep', world.admin);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body)).toEqual(['status']);
    expect((await directory('?type=list', world.member)).status).toBe(403);
  });
});

describe("the members' directory follows show_inactive", () => {
  const setShowInactive = (showInactive: boolean) =>
    ctx.database.db.update(schools).set({ showInactive }).where(eq(schools.id, world.demo.id));

  it('hides imported members not yet activated unless the school shows inactive users', async () => {
    await setShowInactive(false);
    const hidden = await directory('?search=invitee', world.member);
    expect(hidden.body.results).toEqual([]);
    await setShowInactive(true);
    const shown = await directory('?page_size=100', world.member);
    expect(lastNames(shown.body.results)).toEqual(
      expect.arrayContaining(['Invitee', 'Invitee', 'Uninvited']),
    );
    // Never a registration waiting for validation, and no status outside the admin list.
    expect(lastNames(shown.body.results)).not.toContain('Waiting');
    expect(shown.body.results.every((r) => r.admin === undefined)).toBe(true);
    await setShowInactive(false);
  });
});
