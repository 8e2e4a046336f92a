import { FEATURE_PATHS, ROLE, VALIDATOR_SCOPES } from '@alumni/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import {
  articles,
  campuses,
  degrees,
  events,
  eventTickets,
  posts,
  type schoolRoles,
  schools,
  userRoles,
  userroleValidators,
  users,
} from '../src/db/schema/index.ts';
import { addStaticListDefaults } from '../src/modules/static-lists/index.ts';
import { hashPassword } from '../src/platform/passwords.ts';
import { addFeatures, addRoles, ensureFeatureCatalogue } from '../src/seed/catalogue.ts';
import { sessionHeaders } from './api.ts';

/*
 * Factories (Outline's test/factories.ts): each test file builds the few schools, members and
 * posts it needs, in its own database, instead of seeding the whole demo. Names and e-mails are
 * unique unless given.
 */

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

type SchoolRow = typeof schools.$inferSelect;
type SchoolRoleRow = typeof schoolRoles.$inferSelect;

/** What buildSchool made: the school row, plus its roles by code, campuses and degrees. */
export type BuiltSchool = SchoolRow & {
  roles: Map<number, SchoolRoleRow>;
  campuses: (typeof campuses.$inferSelect)[];
  degrees: (typeof degrees.$inferSelect)[];
};

/**
 * A complete school in one transaction: the row (defaults for every column, `overrides`
 * applied), every feature enabled, the seven roles with the default permission grid, the
 * default static lists, two campuses and two degrees (`opts` names others). Returns the row with those parts.
 */
export async function buildSchool(
  db: Db,
  overrides: Partial<typeof schools.$inferInsert> = {},
  opts: { campuses?: string[]; degrees?: string[] } = {},
): Promise<BuiltSchool> {
  const n = next();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(schools)
      .values({ subdomain: `school-${n}`, name: `School ${n}`, hasCampus: true, ...overrides })
      .returning();
    if (!row) throw new Error('school insert returned nothing');
    await addFeatures(tx, row.id, await ensureFeatureCatalogue(tx), [...FEATURE_PATHS]);
    const roles = await addRoles(tx, row.id);
    await addStaticListDefaults(tx, row.id);
    const campusRows = await tx
      .insert(campuses)
      .values((opts.campuses ?? ['Paris', 'Lyon']).map((name) => ({ schoolId: row.id, name })))
      .returning();
    const degreeRows = await tx
      .insert(degrees)
      .values(
        (opts.degrees ?? ['Master Finance', 'MBA Executive']).map((name) => ({
          schoolId: row.id,
          name,
          section: 'Business',
          subsection: 'Management',
        })),
      )
      .returning();
    return {
      ...row,
      roles: new Map(roles.map((role) => [role.role, role])),
      campuses: campusRows,
      degrees: degreeRows,
    };
  });
}

/** Argon2 hashes by password: hashing costs ~100 ms, and tests reuse a few passwords. */
const hashes = new Map<string, Promise<string>>();

/**
 * Inserts an active user (a unique e-mail and name unless given). Without `password` the user
 * cannot sign in with the form: give one for tests that sign in through the API, or open a
 * session directly with sessionHeaders (test/api.ts). Returns the user row.
 */
export async function buildUser(
  db: Db,
  opts: {
    email?: string;
    password?: string;
    firstName?: string;
    lastName?: string;
    city?: string;
    isSuperuser?: boolean;
    active?: boolean;
  } = {},
) {
  const n = next();
  let passwordHash: string | null = null;
  if (opts.password) {
    const hash = hashes.get(opts.password) ?? hashPassword(opts.password);
    hashes.set(opts.password, hash);
    passwordHash = await hash;
  }
  const active = opts.active ?? true;
  const now = new Date();
  const [user] = await db
    .insert(users)
    .values({
      email: opts.email ?? `user-${n}-${Date.now()}@example.org`,
      passwordHash,
      firstName: opts.firstName ?? 'User',
      lastName: opts.lastName ?? `Number${n}`,
      city: opts.city ?? 'Paris',
      country: 'FR',
      isSuperuser: opts.isSuperuser ?? false,
      isActive: active,
      termsUse: true,
      privacyPolicy: true,
      activationDate: active ? now : null,
      registrationDate: now,
    })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  return user;
}

/**
 * Gives `userId` a role in a school (alumni, active, the school's first degree and campus when
 * it is a BuiltSchool, unless said otherwise); with `scopes` (or 'all') the role validates
 * those scopes. Returns the user role row.
 */
export async function addRole(
  db: Db,
  userId: number,
  school: { id: number } | BuiltSchool,
  opts: {
    role?: number;
    active?: boolean;
    graduationYear?: number;
    degreeId?: number | null;
    campusId?: number | null;
    scopes?: readonly number[] | 'all';
  } = {},
) {
  const built = 'degrees' in school ? school : null;
  const active = opts.active ?? true;
  const [row] = await db
    .insert(userRoles)
    .values({
      userId,
      schoolId: school.id,
      role: opts.role ?? ROLE.Alumni,
      isActive: active,
      activationDate: active ? new Date() : null,
      graduationYear: opts.graduationYear ?? 2015,
      degreeId: opts.degreeId === undefined ? (built?.degrees[0]?.id ?? null) : opts.degreeId,
      campusId: opts.campusId === undefined ? (built?.campuses[0]?.id ?? null) : opts.campusId,
    })
    .returning();
  if (!row) throw new Error('user role insert returned nothing');
  const scopes = opts.scopes === 'all' ? VALIDATOR_SCOPES : (opts.scopes ?? []);
  if (scopes.length) {
    await db
      .insert(userroleValidators)
      .values(scopes.map((scope) => ({ userRoleId: row.id, schoolId: school.id, scope })));
  }
  return row;
}

let memberSequence = 0;

/**
 * Inserts a user holding `role` in `school` (active unless said otherwise); returns the
 * user. Names default to a unique "Member N".
 */
export async function buildMember(
  db: Db,
  schoolId: number,
  opts: {
    firstName?: string;
    lastName?: string;
    role?: number;
    active?: boolean;
    requiresValidation?: boolean;
    graduationYear?: number;
    degreeId?: number | null;
    campusId?: number | null;
    city?: string;
    isRecruiter?: boolean;
  } = {},
) {
  memberSequence += 1;
  const active = opts.active ?? true;
  const [user] = await db
    .insert(users)
    .values({
      email: `member-${memberSequence}-${Date.now()}@example.org`,
      firstName: opts.firstName ?? 'Member',
      lastName: opts.lastName ?? `Number${memberSequence}`,
      city: opts.city ?? 'Paris',
      isActive: active,
    })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  await db.insert(userRoles).values({
    userId: user.id,
    schoolId,
    role: opts.role ?? 4,
    isActive: active,
    isRecruiter: opts.isRecruiter ?? false,
    requiresValidation: opts.requiresValidation ?? false,
    graduationYear: opts.graduationYear ?? 2015,
    degreeId: opts.degreeId ?? null,
    campusId: opts.campusId ?? null,
  });
  return user;
}

/**
 * A registrant waiting for validation in `schoolId` (spec 1 §4 "Registrations wait for
 * validation"), as registration leaves them: e-mail confirmed (the user is active), their
 * role not decided yet. Returns the user.
 */
export async function buildRegistrant(
  db: Db,
  schoolId: number,
  opts: Omit<Parameters<typeof buildMember>[2] & {}, 'active' | 'requiresValidation'> = {},
) {
  const user = await buildMember(db, schoolId, {
    ...opts,
    active: false,
    requiresValidation: true,
  });
  const [confirmed] = await db
    .update(users)
    .set({ isActive: true, activationDate: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  if (!confirmed) throw new Error('user update returned nothing');
  return confirmed;
}

/** Inserts a post of `authorId` in a school, as the API stores it (sanitised HTML). */
export async function buildPost(
  db: Db,
  schoolId: number,
  authorId: number,
  content = '<p>A post</p>',
) {
  const [post] = await db.insert(posts).values({ schoolId, authorId, content }).returning();
  if (!post) throw new Error('post insert returned nothing');
  return post;
}

let articleSequence = 0;

/**
 * Inserts an article of `authorId` in a school as the API stores it: published now unless
 * `state`/`publishAt` say otherwise, announced when published with a past date, a cover key
 * without a file. Returns the row.
 */
export async function buildArticle(
  db: Db,
  schoolId: number,
  authorId: number,
  opts: Partial<typeof articles.$inferInsert> = {},
) {
  articleSequence += 1;
  const state = opts.state ?? 3;
  const publishAt = opts.publishAt === undefined ? new Date(Date.now() - 60_000) : opts.publishAt;
  const due = state === 3 && (publishAt === null || publishAt <= new Date());
  const [article] = await db
    .insert(articles)
    .values({
      schoolId,
      authorId,
      title: `Article ${articleSequence}`,
      slug: `article-${articleSequence}`,
      content: '<p>An article</p>',
      languages: ['fr'],
      category: 'news',
      coverKey: `articles/${schoolId}/${authorId}/${'0'.repeat(32)}.webp`,
      coverWidth: 806,
      coverHeight: 474,
      state,
      publishAt,
      announcedAt: due ? new Date() : null,
      ...opts,
    })
    .returning();
  if (!article) throw new Error('article insert returned nothing');
  return article;
}

let eventSequence = 0;

/**
 * Inserts an event of `authorId` in a school as the API stores it (issue 14): published and
 * announced, on site, in ten days for two hours, internal registration, with one free ticket
 * of `ticket` (default 10 seats, 4 per order). Returns the event and its ticket.
 */
export async function buildEvent(
  db: Db,
  schoolId: number,
  authorId: number,
  opts: Partial<typeof events.$inferInsert> = {},
  ticket: Partial<typeof eventTickets.$inferInsert> = {},
) {
  eventSequence += 1;
  const start = new Date(Date.now() + 10 * 86_400_000);
  const [event] = await db
    .insert(events)
    .values({
      schoolId,
      authorId,
      title: `Event ${eventSequence}`,
      slug: `event-${eventSequence}`,
      type: 'on_site',
      address: '1 rue de Rivoli',
      city: 'Paris',
      organizer: 'Alumni',
      startAt: start,
      endAt: new Date(start.getTime() + 2 * 3_600_000),
      category: 'networking',
      registrationType: 'internal',
      state: 3,
      publishAt: new Date(Date.now() - 60_000),
      announcedAt: new Date(),
      ...opts,
    })
    .returning();
  if (!event) throw new Error('event insert returned nothing');
  const [row] = await db
    .insert(eventTickets)
    .values({
      schoolId,
      eventId: event.id,
      name: 'Standard',
      priceCents: 0,
      quantity: 10,
      perOrderLimit: 4,
      ...ticket,
    })
    .returning();
  if (!row) throw new Error('ticket insert returned nothing');
  return { ...event, ticket: row };
}

/**
 * The demo-like pair the older tests speak of, built with the factories: schools `demo` and
 * `campus-en`, and the seed's four sign-ins with their names and `password` (the super user,
 * demo's admin, demo's validator of every scope, and a member: alumni in demo, student in
 * campus-en). A fraction of the seed's cost: no 70 members, no images, one password hash.
 */
export async function buildDemoSchools(db: Db, password: string) {
  // As the seed has it: demo's post reports wait for its validators.
  const demo = await buildSchool(db, {
    subdomain: 'demo',
    name: 'École Demo',
    validateReport: true,
  });
  const en = await buildSchool(
    db,
    { subdomain: 'campus-en', name: 'Northbridge Campus', wording: 'certificate' },
    { campuses: ['London', 'Manchester'], degrees: ['Certificate in Data Analysis'] },
  );
  const superUser = await buildUser(db, {
    email: 'super@example.org',
    password,
    firstName: 'Sophie',
    lastName: 'Marchand',
    isSuperuser: true,
  });
  const admin = await buildUser(db, {
    email: 'admin@demo.example.org',
    password,
    firstName: 'Antoine',
    lastName: 'Delacroix',
  });
  await addRole(db, admin.id, demo, { role: ROLE.SchoolAdmin });
  const validator = await buildUser(db, {
    email: 'validator@demo.example.org',
    password,
    firstName: 'Valérie',
    lastName: 'Noël',
    city: 'Lyon',
  });
  await addRole(db, validator.id, demo, { role: ROLE.Staff, scopes: 'all' });
  const member = await buildUser(db, {
    email: 'member@demo.example.org',
    password,
    firstName: 'Hélène',
    lastName: 'Lefèvre',
    city: 'Bordeaux',
  });
  await addRole(db, member.id, demo, { role: ROLE.Alumni, graduationYear: 2016 });
  await addRole(db, member.id, en, { role: ROLE.Student, graduationYear: 2025 });
  return { demo, en, superUser, admin, validator, member };
}

/**
 * A new member of `school` holding the role `opts` describe (as addRole takes it), with a
 * session on the school's host: `{id, headers}` for the API callers.
 */
export async function signedInMember(
  db: Db,
  school: BuiltSchool,
  opts: Parameters<typeof addRole>[3] = {},
): Promise<{ id: number; headers: Record<string, string> }> {
  const user = await buildUser(db);
  await addRole(db, user.id, school, opts);
  const headers = await sessionHeaders(db, {
    userId: user.id,
    schoolId: school.id,
    subdomain: school.subdomain,
  });
  return { id: user.id, headers };
}
