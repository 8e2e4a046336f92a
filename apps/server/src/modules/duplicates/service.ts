import {
  conflictingFields,
  DUPLICATE_REFS,
  type DuplicateList,
  findDuplicatePairs,
  type Merge,
  type MergeField,
  type MergeResult,
  mergedFields,
} from '@alumni/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { badRequest, forbidden, notFound } from '../../platform/errors.ts';
import { moveMemberReferences } from '../../platform/member-reference-moves.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import {
  candidates,
  isMemberOf,
  mergeFieldsOf,
  presentDuplicateMember,
  recountGroupMembers,
  schoolsOf,
  usersById,
} from './store.ts';

/**
 * Duplicate users (issue 34 item 5): the pairs of members that look like one person, and the
 * merge of one into the other. A school admin works inside their school only (spec 2 §8
 * "Cannot merge users from another school"); a super user also across schools, where the
 * merge keeps one account holding the memberships of both (as Discourse's user merger).
 */

/**
 * Runs `fn` across every school (the super user's audited path, given by the route); a
 * school admin's calls never get one.
 */
export type AcrossSchools = <T>(fn: (tx: Db) => Promise<T>) => Promise<T>;

const superUserOnly = (actor: Actor) => {
  if (!actor.authUser.isSuperuser) throw forbidden(DUPLICATE_REFS.superUsersOnly);
};

/**
 * The pairs of members of the actor's school that look like one person (same e-mail once
 * normalised, same name and birth date, same external reference), at most
 * DUPLICATE_PAIRS_MAX, each with both members and the fields they disagree on. With
 * `acrossSchools` (super users, 403 otherwise), every account of the platform, each with all
 * their schools.
 */
export async function listDuplicates(
  db: Db,
  actor: Actor,
  mediaUrl: MediaUrl,
  across: AcrossSchools | null,
): Promise<DuplicateList> {
  if (across) superUserOnly(actor);
  const read = async (tx: Db): Promise<DuplicateList> => {
    const people = await candidates(tx, across ? null : actor.school.id);
    const pairs = findDuplicatePairs(
      people.map((p) => ({ ...p, date_birth: p.date_birth ?? null })),
    );
    const ids = [...new Set(pairs.flatMap((p) => p.ids))];
    const byId = await usersById(tx, ids);
    // A school admin sees their school only, never where else a member belongs.
    const memberships = across
      ? await schoolsOf(tx, ids)
      : new Map(ids.map((id) => [id, [{ id: actor.school.id, name: actor.school.name }]]));
    const results: DuplicateList['results'] = [];
    for (const pair of pairs) {
      const [a, b] = pair.ids.map((id) => byId.get(id));
      if (!a || !b) continue;
      const [left, right] = [a, b].map((u) =>
        presentDuplicateMember(u, memberships.get(u.id) ?? [], mediaUrl),
      ) as [ReturnType<typeof presentDuplicateMember>, ReturnType<typeof presentDuplicateMember>];
      results.push({
        users: [left, right],
        reasons: pair.reasons,
        conflicts: conflictingFields(left, right),
      });
    }
    return { results };
  };
  return across ? across(read) : read(db);
}

/** 400 `{"<field>": ["Choose which value to keep."]}` for each conflict without a choice. */
function missingChoices(missing: MergeField[]) {
  return badRequest(Object.fromEntries(missing.map((f) => [f, [DUPLICATE_REFS.choiceRequired]])));
}

/**
 * Merges account `merge_id` into `keep_id` in one transaction (the request's, so the audit
 * log records every row changed under this one entry): every reference to the merged account
 * (roles, profile items, posts, applications, registrations, likes…, platform/
 * member-references.ts) moves to the kept one, keeping one row where both had one; the
 * merged account is deleted; the kept one takes the chosen value of each conflicting field
 * and the set ones of the other. In a school, both must be members of it and the merged
 * account of no other school (400 "Cannot merge users from another school"), and an admin
 * never merges their own account away (400). With `across` (super users only, 403): any two
 * accounts. 404 when an account is not found; 400 per conflicting field without a choice.
 */
export async function mergeMembers(
  db: Db,
  actor: Actor,
  input: Merge,
  mediaUrl: MediaUrl,
  across: AcrossSchools,
): Promise<MergeResult> {
  if (input.across_schools) superUserOnly(actor);
  if (input.merge_id === actor.authUser.id) {
    throw badRequest({ merge_id: [DUPLICATE_REFS.mergeSelf] });
  }
  const schoolId = actor.school.id;
  const found = await usersById(db, [input.keep_id, input.merge_id]);
  const keep = found.get(input.keep_id);
  const merge = found.get(input.merge_id);
  if (!keep || !merge) throw notFound();
  if (!input.across_schools) {
    // One after the other: both go through the request's one connection (platform/in-sequence.ts).
    const members = [
      await isMemberOf(db, schoolId, keep.id),
      await isMemberOf(db, schoolId, merge.id),
    ];
    // Where else the merged account belongs is behind the other schools' walls.
    const elsewhere = await across((tx) => schoolsOf(tx, [merge.id]));
    const otherSchools = (elsewhere.get(merge.id) ?? []).filter((s) => s.id !== schoolId);
    if (!members.every(Boolean) || otherSchools.length) {
      throw badRequest({ non_field_errors: [DUPLICATE_REFS.otherSchool] });
    }
  }
  const { values, missing } = mergedFields(
    mergeFieldsOf(keep),
    mergeFieldsOf(merge),
    input.choices,
  );
  if (missing.length) throw missingChoices(missing);
  const move = async (tx: Db) => {
    await moveMemberReferences(
      tx,
      merge.id,
      keep.id,
      input.across_schools ? 'all' : { schoolId, withGlobal: true },
    );
    await tx.delete(users).where(eq(users.id, merge.id));
    await tx
      .update(users)
      .set({
        email: values.email ?? keep.email,
        firstName: values.first_name ?? keep.firstName,
        lastName: values.last_name ?? keep.lastName,
        birthName: values.birth_name,
        civility: values.civility,
        dateBirth: values.date_birth,
        phone: values.phone,
        city: values.city,
        country: values.country,
        summary: values.summary,
        externalRef: values.external_ref,
        picture: keep.picture ?? merge.picture,
        banner: keep.banner ?? merge.banner,
        isActive: keep.isActive || merge.isActive,
        isSuperuser: keep.isSuperuser || merge.isSuperuser,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, keep.id));
    await recountGroupMembers(tx, input.across_schools ? null : schoolId);
  };
  // One transaction: the request's savepoint, or the super user's step across schools.
  await (input.across_schools ? across(move) : db.transaction(move));
  const [kept] = (await usersById(db, [keep.id])).values();
  if (!kept) throw notFound();
  const memberOf = input.across_schools
    ? ((await across((tx) => schoolsOf(tx, [kept.id]))).get(kept.id) ?? [])
    : [{ id: schoolId, name: actor.school.name }];
  return { user: presentDuplicateMember(kept, memberOf, mediaUrl) };
}
