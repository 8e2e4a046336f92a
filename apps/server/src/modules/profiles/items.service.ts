import {
  type EducationInputWithClaim,
  type Locale,
  PROFILE_MESSAGES,
  type ProfileLinkInput,
  VALIDATION_MESSAGES,
  type WorkExperienceInput,
} from '@alumni/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  degrees,
  educations,
  hobbies,
  profileLinks,
  users,
  workExperiences,
} from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { messagesFor } from '../../platform/messages.ts';
import { pagedQuery } from '../../platform/paged-query.ts';
import type { SchoolRow } from '../../platform/tenancy.ts';
import { checkExperienceLists } from './experience-lists.ts';
import {
  type Change,
  type EducationRow,
  type ExperienceRow,
  type HobbyRow,
  type LinkRow,
  recordChange,
} from './service.ts';

/**
 * Profile items (spec 1 §3 Profile items, §4, §5 Profile): work experiences, educations
 * (with the school's validation of declared ones), hobbies and links. Every change logs
 * itself and stamps the last profile update, in one transaction. Work experiences first.
 */

function experienceValues(input: WorkExperienceInput) {
  return {
    title: input.title,
    organisation: input.organisation,
    location: input.location,
    currentOccupation: input.current_occupation,
    startDate: input.start_date,
    // A current occupation has no end date (spec 1 §5 "unless it is the current occupation").
    endDate: input.current_occupation ? null : (input.end_date ?? null),
    description: input.description ?? null,
    fitsEducation: input.fits_education ?? null,
    businessSector: input.business_sector ?? null,
    contractType: input.contract_type ?? null,
    executiveStatus: input.executive_status ?? null,
    workingTime: input.working_time ?? null,
    salary: input.salary ?? null,
    howFound: input.how_found ?? null,
  };
}

/** The member's experience `id`, or 404. */
export async function findExperience(db: Db, userId: number, id: number): Promise<ExperienceRow> {
  const [row] = await db
    .select()
    .from(workExperiences)
    .where(and(eq(workExperiences.id, id), eq(workExperiences.userId, userId)));
  if (!row) throw notFound();
  return row;
}

/** Adds the member's experience, logged; its sector and contract from the school's lists (400). */
export async function createExperience(db: Db, change: Change, input: WorkExperienceInput) {
  return db.transaction(async (tx) => {
    await checkExperienceLists(tx, change.schoolId, input);
    const [row] = await tx
      .insert(workExperiences)
      .values({ userId: change.userId, ...experienceValues(input) })
      .returning();
    if (!row) throw new Error('experience insert returned nothing');
    await recordChange(
      tx,
      change,
      'experience_created',
      { id: row.id, title: row.title },
      { touch: true },
    );
    return row;
  });
}

/** Saves an experience validated whole (the PATCH merged over the stored one); lists as above. */
export async function updateExperience(
  db: Db,
  change: Change,
  row: ExperienceRow,
  input: WorkExperienceInput,
) {
  return db.transaction(async (tx) => {
    await checkExperienceLists(tx, change.schoolId, input, row);
    const [saved] = await tx
      .update(workExperiences)
      .set({ ...experienceValues(input), updatedAt: new Date() })
      .where(eq(workExperiences.id, row.id))
      .returning();
    if (!saved) throw notFound();
    await recordChange(
      tx,
      change,
      'experience_updated',
      { id: row.id, title: saved.title },
      { touch: true },
    );
    return saved;
  });
}

/** Deletes an experience; its timeline entries go with it (foreign key cascade). */
export async function deleteExperience(db: Db, change: Change, row: ExperienceRow) {
  await db.transaction(async (tx) => {
    await tx.delete(workExperiences).where(eq(workExperiences.id, row.id));
    await recordChange(
      tx,
      change,
      'experience_deleted',
      { id: row.id, title: row.title },
      { touch: true },
    );
  });
}

// Educations.

/** The member's education `id`, or 404. */
export async function findEducation(db: Db, userId: number, id: number): Promise<EducationRow> {
  const [row] = await db
    .select()
    .from(educations)
    .where(and(eq(educations.id, id), eq(educations.userId, userId)));
  if (!row) throw notFound();
  return row;
}

/** 403 `{"detail"}` for an education from the school (spec 1 §3 `is_immutable`). */
function assertMutable(row: EducationRow, locale: Locale): void {
  if (row.isImmutable) throw forbidden(PROFILE_MESSAGES[locale].immutableEducation);
}

/**
 * The columns of an education as the member wrote it. `school: true` declares it as THIS
 * school's education: it is stored with the school's id and name as facility, and waits for
 * validation (spec 1 §4) unless the author validates the school's profiles themself. An
 * education already declared for another school keeps that claim and waits for it again.
 */
async function educationValues(
  db: Db,
  school: SchoolRow,
  input: EducationInputWithClaim,
  opts: { locale: Locale; selfValidated: boolean; claimedSchoolId: number | null },
) {
  const claimed = input.school ? school.id : opts.claimedSchoolId;
  if (input.school && input.degree != null) {
    const [degree] = await db
      .select({ id: degrees.id })
      .from(degrees)
      .where(and(eq(degrees.id, input.degree), eq(degrees.schoolId, school.id)));
    if (!degree) throw badRequest({ degree: [VALIDATION_MESSAGES[opts.locale].invalidChoice] });
  }
  const forThisSchool = claimed === school.id;
  return {
    degreeType: input.degree_type,
    title: input.title,
    facility: input.school ? school.name : input.facility,
    location: input.location ?? null,
    graduationStatus: input.graduation_status,
    graduationYear: input.graduation_year ?? null,
    description: input.description ?? null,
    schoolId: claimed,
    degreeId: input.school ? (input.degree ?? null) : null,
    pendingValidation: claimed !== null && !(forThisSchool && opts.selfValidated),
  };
}

export async function createEducation(
  db: Db,
  change: Change,
  school: SchoolRow,
  input: EducationInputWithClaim,
  opts: { locale: Locale; selfValidated: boolean },
) {
  const values = await educationValues(db, school, input, { ...opts, claimedSchoolId: null });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(educations)
      .values({ userId: change.userId, ...values })
      .returning();
    if (!row) throw new Error('education insert returned nothing');
    await recordChange(
      tx,
      change,
      'education_created',
      { id: row.id, title: row.title, pending_validation: row.pendingValidation },
      { touch: true },
    );
    return row;
  });
}

/** Saves a changed education (403 when immutable); a declared one waits for validation again. */
export async function updateEducation(
  db: Db,
  change: Change,
  school: SchoolRow,
  row: EducationRow,
  input: EducationInputWithClaim,
  opts: { locale: Locale; selfValidated: boolean },
) {
  assertMutable(row, opts.locale);
  const claimedSchoolId = row.schoolId === school.id ? null : row.schoolId;
  const values = await educationValues(db, school, input, { ...opts, claimedSchoolId });
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .update(educations)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(educations.id, row.id), eq(educations.isImmutable, false)))
      .returning();
    if (!saved) throw notFound();
    await recordChange(
      tx,
      change,
      'education_updated',
      { id: row.id, title: saved.title, pending_validation: saved.pendingValidation },
      { touch: true },
    );
    return saved;
  });
}

/** Deletes an education (403 when immutable). */
export async function deleteEducation(
  db: Db,
  change: Change,
  row: EducationRow,
  locale: Locale,
): Promise<void> {
  assertMutable(row, locale);
  await db.transaction(async (tx) => {
    await tx
      .delete(educations)
      .where(and(eq(educations.id, row.id), eq(educations.isImmutable, false)));
    await recordChange(
      tx,
      change,
      'education_deleted',
      { id: row.id, title: row.title },
      { touch: true },
    );
  });
}

/** Educations declared for `school` that wait for its validators. */
const pendingEducation = (school: SchoolRow) =>
  and(eq(educations.schoolId, school.id), eq(educations.pendingValidation, true));

/** How many educations declared for `school` wait for validation: part of the `userrole` counter. */
export async function countPendingEducations(db: Db, school: SchoolRow): Promise<number> {
  const [total] = await db.select({ n: count() }).from(educations).where(pendingEducation(school));
  return total?.n ?? 0;
}

/** One page of the educations declared for `school` that wait for validation, oldest first. */
export async function listPendingEducations(
  db: Db,
  school: SchoolRow,
  page: { page: number; pageSize: number },
) {
  const where = pendingEducation(school);
  return pagedQuery(
    { page: page.page, page_size: page.pageSize },
    db
      .select({
        education: educations,
        user: { id: users.id, firstName: users.firstName, lastName: users.lastName },
      })
      .from(educations)
      .innerJoin(users, eq(users.id, educations.userId))
      .where(where)
      .orderBy(asc(educations.updatedAt), asc(educations.id))
      .$dynamic(),
    db.select({ count: count() }).from(educations).where(where),
  );
}

/**
 * Validates (visible to all from now on) or refuses (deleted: a refused claim must never
 * show) an education pending for the actor's school; 404 for another school's or a decided
 * one; 409 `{"detail"}` when another validator decided it between this one's read and write.
 * Logs the decision on the member's profile without stamping their last update.
 */
export async function decideEducation(
  db: Db,
  actor: Actor,
  input: { id: number; decision: 'validate' | 'refuse' },
): Promise<void> {
  const { school } = actor;
  const { id, decision } = input;
  const actorId = actor.user.id;
  const where = and(
    eq(educations.id, id),
    eq(educations.schoolId, school.id),
    eq(educations.pendingValidation, true),
  );
  const [pending] = await db.select({ id: educations.id }).from(educations).where(where);
  if (!pending) throw notFound();
  await db.transaction(async (tx) => {
    const [row] =
      decision === 'validate'
        ? await tx.update(educations).set({ pendingValidation: false }).where(where).returning()
        : await tx.delete(educations).where(where).returning();
    // Pending a moment ago: another validator decided it meanwhile.
    if (!row) throw conflict(messagesFor(actor.locale).changedMeanwhile);
    await recordChange(
      tx,
      { schoolId: school.id, userId: row.userId, actorId },
      decision === 'validate' ? 'education_validated' : 'education_refused',
      { id: row.id, title: row.title },
      { touch: false },
    );
  });
}

// Hobbies and links.

export async function addHobby(db: Db, change: Change, name: string): Promise<HobbyRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(hobbies).values({ userId: change.userId, name }).returning();
    if (!row) throw new Error('hobby insert returned nothing');
    await recordChange(tx, change, 'hobby_added', { id: row.id, name }, { touch: true });
    return row;
  });
}

export async function deleteHobby(db: Db, change: Change, hobbyId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(hobbies)
      .where(and(eq(hobbies.id, hobbyId), eq(hobbies.userId, change.userId)))
      .returning();
    if (!row) throw notFound();
    await recordChange(
      tx,
      change,
      'hobby_deleted',
      { id: row.id, name: row.name },
      { touch: true },
    );
  });
}

/** Adds a link to a web address (`url`) or to an uploaded document (`attachment`, a media key). */
export async function addLink(
  db: Db,
  change: Change,
  input: Omit<ProfileLinkInput, 'url'> & { url?: string | null; attachment?: string | null },
): Promise<LinkRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(profileLinks)
      .values({
        userId: change.userId,
        icon: input.icon ?? null,
        title: input.title,
        url: input.url ?? null,
        attachment: input.attachment ?? null,
      })
      .returning();
    if (!row) throw new Error('link insert returned nothing');
    await recordChange(tx, change, 'link_added', { id: row.id, title: row.title }, { touch: true });
    return row;
  });
}

/** Deletes a link; returns it (its attachment's file is the caller's to remove). */
export async function deleteLink(db: Db, change: Change, linkId: number): Promise<LinkRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(profileLinks)
      .where(and(eq(profileLinks.id, linkId), eq(profileLinks.userId, change.userId)))
      .returning();
    if (!row) throw notFound();
    await recordChange(
      tx,
      change,
      'link_deleted',
      { id: row.id, title: row.title },
      { touch: true },
    );
    return row;
  });
}
