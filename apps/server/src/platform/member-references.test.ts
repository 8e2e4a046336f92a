import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import { addRole, buildPost, buildSchool, buildUser } from '../../test/factories.ts';
import type { Database } from '../db/client.ts';
import { educations, postLikes, posts, userRoles } from '../db/schema/index.ts';
import {
  moveMemberReferences,
  ownedContentCounts,
  reassignOwnedContent,
  removeSchoolRows,
} from './member-reference-moves.ts';
import { checkMemberReferenceClasses, readMemberReferences } from './member-references.ts';

/*
 * The catalogue of member references (issue 34): a table created tomorrow with a column
 * referring to users, and not classified in MEMBER_REFERENCE_CLASSES, would be forgotten by
 * deletion, merge and erasure; the first test fails for it.
 */

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('member references', () => {
  it('classifies every column that refers to users, and only those', async () => {
    const { unclassified, stale } = await checkMemberReferenceClasses(database.db);
    expect(unclassified).toEqual([]);
    expect(stale).toEqual([]);
  });

  it('reads each column with its school, deletion rule and unique constraints', async () => {
    const refs = await readMemberReferences(database.db);
    expect(refs.length).toBeGreaterThan(50);
    const likes = refs.find((r) => r.table === 'post_likes' && r.column === 'user_id');
    expect(likes).toMatchObject({ schoolScoped: true, onDelete: 'cascade', foreignKey: true });
    expect(likes?.uniques[0]?.columns.sort()).toEqual(['post_id', 'user_id']);
    const audit = refs.find((r) => r.table === 'audit_log');
    expect(audit).toMatchObject({ foreignKey: false, immutable: true, onDelete: 'none' });
    // Deleting an account never stops on a reference: each one cascades or is set to null.
    expect(refs.filter((r) => r.foreignKey && r.onDelete === 'restrict')).toEqual([]);
    expect(refs.filter((r) => r.owned).map((r) => r.table)).toEqual(
      expect.arrayContaining(['posts', 'post_comments', 'articles', 'events', 'job_ads']),
    );
  });

  it('moves references keeping one row where a unique constraint would break', async () => {
    const db = database.db;
    const school = await buildSchool(db);
    const keep = await buildUser(db);
    const drop = await buildUser(db);
    const keepRole = await addRole(db, keep.id, school);
    const dropRole = await addRole(db, drop.id, school);
    await db.insert(educations).values({
      userId: drop.id,
      schoolId: school.id,
      userRoleId: dropRole.id,
      degreeType: 'master',
      title: 'Master',
      facility: 'School',
      graduationStatus: 'graduated',
    });
    const post = await buildPost(db, school.id, drop.id);
    await db.insert(postLikes).values([
      { postId: post.id, schoolId: school.id, userId: keep.id },
      { postId: post.id, schoolId: school.id, userId: drop.id },
    ]);
    expect((await ownedContentCounts(db, school.id, [keep.id, drop.id])).get(drop.id)).toBe(1);
    await db.transaction((tx) => moveMemberReferences(tx, drop.id, keep.id, 'all'));
    const roles = await db.select().from(userRoles).where(eq(userRoles.userId, keep.id));
    expect(roles.map((r) => r.id)).toEqual([keepRole.id]);
    const moved = await db.select().from(educations).where(eq(educations.userId, keep.id));
    expect(moved.map((e) => e.userRoleId)).toEqual([keepRole.id]);
    const likes = await db.select().from(postLikes).where(eq(postLikes.postId, post.id));
    expect(likes.map((l) => l.userId)).toEqual([keep.id]);
    const [authored] = await db.select().from(posts).where(eq(posts.id, post.id));
    expect(authored?.authorId).toBe(keep.id);
  });

  it("reassigns a member's content and removes their rows of one school only", async () => {
    const db = database.db;
    const [a, b] = [await buildSchool(db), await buildSchool(db)];
    const member = await buildUser(db);
    const heir = await buildUser(db);
    await addRole(db, member.id, a);
    await addRole(db, member.id, b);
    const post = await buildPost(db, a.id, member.id);
    await db.transaction(async (tx) => {
      await reassignOwnedContent(tx, a.id, member.id, heir.id);
      await removeSchoolRows(tx, a.id, member.id);
    });
    const [moved] = await db.select().from(posts).where(eq(posts.id, post.id));
    expect(moved?.authorId).toBe(heir.id);
    const left = await db
      .select({ schoolId: userRoles.schoolId })
      .from(userRoles)
      .where(and(eq(userRoles.userId, member.id)));
    expect(left.map((r) => r.schoolId)).toEqual([b.id]);
  });
});
