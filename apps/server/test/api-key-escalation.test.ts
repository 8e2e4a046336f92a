import { API_KEY_MESSAGES, ROLE } from '@alumni/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from './api.ts';
import { createTestApp, hostOf, type TestContext } from './app.ts';
import { buildSchool, signedInMember } from './factories.ts';
import { validVariant } from './fuzz/variants.ts';
import { installWriteLog, lastWrite, writesSince } from './fuzz/write-log.ts';
import { type Operation, readOperations } from './openapi-operations.ts';
import type { SchoolWorld } from './tenant-fixtures.ts';

/**
 * "An API key cannot write" (issue 31 item 9, acceptance: escalation test), generated from the
 * OpenAPI document like the audit walk: every write operation (not GET) is sent with a key
 * whose owner is the school's admin, with the operation's valid sample (test/tenant-samples.ts)
 * on the school's own host, and must be refused 403 "An API key can only read" and write no row
 * at all (test/fuzz/write-log.ts: not even the key's last use). The gate runs before routing
 * (platform/api-keys.ts), so the world's ids need not name real rows: the school, its admin and
 * a member are real, any other id is 1. A new write operation is covered with no change here.
 */

let ctx: TestContext;
let writes: Operation[];
let world: SchoolWorld;
let key: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  writes = readOperations(ctx.app.swagger()).filter((op) => op.method !== 'GET');
  const school = await buildSchool(db);
  const admin = await signedInMember(db, school, { role: ROLE.SchoolAdmin });
  const member = await signedInMember(db, school);
  const created = await apiCaller(ctx.app)(
    'POST',
    `/api/schools/${school.id}/api-keys/`,
    admin.headers,
    { owner: admin.id, name: 'escalation' },
  );
  if (created.status !== 201) throw new Error(`key: ${created.status}`);
  key = created.body.key as string;
  const known: Record<string, unknown> = {
    schoolId: school.id,
    subdomain: school.subdomain,
    marker: 'KEY',
    admin: admin.id,
    member: member.id,
    other: member.id,
    featureList: [],
    schoolRoleRow: {},
  };
  world = new Proxy(known, {
    get: (target, name) => (typeof name === 'string' && name in target ? target[name] : 1),
  }) as unknown as SchoolWorld;
  await installWriteLog(db);
}, 120_000);
afterAll(() => ctx?.close());

describe('an API key', { timeout: 120_000 }, () => {
  it('cannot write: every write operation of the document is refused 403, nothing written', async () => {
    expect(writes.length).toBeGreaterThan(60);
    const db = ctx.database.db;
    const since = await lastWrite(db);
    const wrong: string[] = [];
    for (const op of writes) {
      // An operation whose samples are not written yet is still sent, with ids of 1.
      const variant = await validVariant(op, world).catch(() => ({
        url: op.path.replace(/\{[^}]+\}/g, '1'),
        contentType: undefined,
        payload: undefined,
      }));
      const res = await ctx.app.inject({
        method: op.method,
        url: variant.url,
        headers: {
          host: hostOf(world.subdomain),
          origin: `http://${hostOf(world.subdomain)}`,
          authorization: `Bearer ${key}`,
          'accept-language': 'en',
          ...(variant.contentType ? { 'content-type': variant.contentType } : {}),
        },
        payload: variant.payload,
      });
      const body = res.body ? (res.json() as { detail?: string }) : null;
      if (res.statusCode !== 403 || body?.detail !== API_KEY_MESSAGES.en.readOnly) {
        wrong.push(`${op.key}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await writesSince(db, since)).toEqual([]);
  });
});
