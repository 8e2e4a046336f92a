import { ROLE, VALIDATOR_SCOPES } from '@alumni/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import {
  campuses,
  degrees,
  features,
  notifications,
  outboxMessages,
  schoolFeatures,
  schools,
  userRoles,
  userroleValidators,
  users,
} from '../src/db/schema/index.ts';
import { seedDemo } from '../src/seed/seed.ts';
import { sessionHeaders } from './api.ts';
import { deliverMail, hostOf, type TestContext } from './app.ts';
import { buildMember } from './factories.ts';
import { addMissingFeatures } from './school-features.ts';
import { type AboutWorld, buildAboutWorld } from './tenant-about.ts';
import { type ApiKeyWorld, buildApiKeyWorld } from './tenant-api-keys.ts';
import { type ArticleWorld, buildArticleWorld } from './tenant-articles.ts';
import { type BadgeWorld, buildBadgeWorld } from './tenant-badges.ts';
import { multipart, registrationBody, tinyPdf, tinyPng } from './tenant-bodies.ts';
import { type BulkOperationWorld, buildBulkOperationWorld } from './tenant-bulk-operations.ts';
import { buildCustomPageWorld, type CustomPageWorld } from './tenant-custom-pages.ts';
import { buildDiscussionWorld, type DiscussionWorld } from './tenant-discussions.ts';
import { buildDuplicatesWorld, type DuplicatesWorld } from './tenant-duplicates.ts';
import { buildEmailingWorld, type EmailingWorld } from './tenant-emailing.ts';
import { buildEventWorld, type EventWorld } from './tenant-events.ts';
import { buildGroupWorld, type GroupWorld } from './tenant-groups.ts';
import { buildIntegrationWorld, type IntegrationWorld } from './tenant-integrations.ts';
import { buildJobWorld, type JobWorld } from './tenant-jobs.ts';
import { buildMentorshipWorld, type MentorshipWorld } from './tenant-mentorship.ts';
import { buildMessageReportWorld, type MessageReportWorld } from './tenant-message-reports.ts';
import { buildPersonalDataWorld, type PersonalDataWorld } from './tenant-personal-data.ts';
import { buildResourceWorld, type ResourceWorld } from './tenant-resources.ts';
import { buildRoleWorld, type RoleWorld } from './tenant-roles.ts';
import { buildStaticListWorld, type StaticListWorld } from './tenant-static-lists.ts';

/**
 * The two schools of the tenant-isolation suite (architecture issue, part 7): the seeded
 * `demo` (school A, where every request is sent) and `campus-en` (school B, whose data must
 * never show on A's host). Each gets one of every resource the API addresses by id, built
 * through the API on its own host, every text carrying the school's marker (`OWNA`, `LEAKB`)
 * so that a response containing B's marker is a leak.
 */

/** One school's identifiers of every kind the API addresses, and its people. */
export interface SchoolWorld
  extends ArticleWorld,
    ApiKeyWorld,
    BulkOperationWorld,
    DuplicatesWorld,
    EmailingWorld,
    EventWorld,
    GroupWorld,
    JobWorld,
    MentorshipWorld,
    PersonalDataWorld,
    RoleWorld,
    BadgeWorld,
    CustomPageWorld,
    IntegrationWorld,
    ResourceWorld,
    DiscussionWorld,
    MessageReportWorld,
    AboutWorld,
    StaticListWorld {
  schoolId: number;
  subdomain: string;
  marker: string;
  /** The member whose profile every `/api/users/{id}/…` path names; author of `post`. */
  member: number;
  memberEmail: string;
  /** The member's user role in this school. */
  roleId: number;
  /** Another member: comments and likes the post, reports it, asks for a role change. */
  other: number;
  otherEmail: string;
  admin: number;
  validator: number;
  post: number;
  /** The member's own comment on `post`. */
  comment: number;
  report: number;
  notification: number;
  experience: number;
  education: number;
  hobby: number;
  link: number;
  /** A link of the member to an uploaded document. */
  documentLink: number;
  roleChangeRequest: number;
  /** A registration awaiting validation (its user role id). */
  registration: number;
  /** A member awaiting activation, never sent a link (its user id). */
  awaitingMember: number;
  /** A draft import, and a submitted one (the validate and reject decisions need one each). */
  importDraft: number;
  importSubmitted: number;
  importSubmittedToo: number;
  /** An applied import (invitations are sent again for it), and the member it invited. */
  importApplied: number;
  /** A draft that the sanity run reads, then deletes (the other is submitted before). */
  importDeletable: number;
  invitee: number;
  degree: number;
  campus: number;
  /** A campus no member nor event uses: the sanity run renames it, then deletes it. */
  campusUnused: number;
  /** A degree nobody holds nor filters on: the sanity run changes it, then deletes it. */
  degreeUnused: number;
  /** The school's navbar entries as `PUT /api/schools/{id}/features/` takes them back. */
  featureList: { id: number; path: string; enabled: boolean; names: { fr: string; en: string } }[];
  postImage: string;
  resetToken: string;
  activationToken: string;
}

/** Users of school B only (a snapshot follows their global rows too). */
export interface Worlds {
  a: SchoolWorld;
  b: SchoolWorld;
  /** School A's actors: their user ids (anonymous has none). */
  actors: { member: number; validator: number; admin: number; super: number; dual: number };
  /**
   * B's identifiers as the member of both schools (actor `dual`) knows them: their own id,
   * their own role in B and the education they declared in B, the rest B's.
   */
  dualB: SchoolWorld;
  bOnlyUsers: number[];
}

type Call = (
  world: { schoolId: number; subdomain: string },
  userId: number | null,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) => Promise<Record<string, unknown>>;

/** A caller on a school's own host that fails loudly unless the answer is a 2xx. */
function caller(app: FastifyInstance, db: Db): Call {
  return async (world, userId, method, url, payload) => {
    const host = hostOf(world.subdomain);
    const headers =
      userId === null
        ? { host, origin: `http://${host}` }
        : await sessionHeaders(db, { userId, ...world });
    const res = await app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    if (res.statusCode >= 300) {
      throw new Error(
        `fixture ${method} ${url} on ${world.subdomain}: ${res.statusCode} ${res.body}`,
      );
    }
    return res.body ? (res.json() as Record<string, unknown>) : {};
  };
}

/** The member CSV of an import: one valid line whose names carry the marker. */
const memberCsv = (marker: string, n: number, degree: string, campus: string) =>
  `first name;last name;email;graduation year;degree;role;external ref;campus\n${marker}first;${marker}last${n};${marker.toLowerCase()}.import${n}@example.org;2012;${degree};4;${marker}-${n};${campus}\n`;

/** The token of the last mail sent to `to` whose link matches `pattern`. */
async function mailedToken(db: Db, to: string, pattern: RegExp): Promise<string> {
  const [mail] = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.to, to))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  const token = mail ? pattern.exec(mail.text)?.[1] : undefined;
  if (!token) throw new Error(`no token mailed to ${to}`);
  return token;
}

/**
 * Seeds demo and campus-en, then builds both worlds. Returns them with A's actors: the
 * seeded admin, validator (every scope) and super user of demo, a member of A only, and the
 * seeded member of both schools.
 */
export async function buildWorlds(ctx: TestContext): Promise<Worlds> {
  const db = ctx.database.db;
  await seedDemo(db, { mediaDir: `${ctx.config.dataDir}/media` });
  const byEmail = async (email: string) => {
    const [row] = await db.select().from(users).where(eq(users.email, email));
    if (!row) throw new Error(`seed user ${email} missing`);
    return row;
  };
  const seededAdmin = await byEmail('admin@demo.example.org');
  const passwordHash = seededAdmin.passwordHash;
  const schoolOf = async (subdomain: string) => {
    const [row] = await db.select().from(schools).where(eq(schools.subdomain, subdomain));
    if (!row) throw new Error(`seed school ${subdomain} missing`);
    return row;
  };
  const demo = await schoolOf('demo');
  const en = await schoolOf('campus-en');
  // The seed leaves some features out of campus-en (its blog…): B gets every one, so that it
  // holds data of every area for the suites to look for, through the API's feature switches.
  await addMissingFeatures(db, en.id);
  const call = caller(ctx.app, db);
  const png = await tinyPng();

  /** A user of one school only, with the demo password and the marker in both names. */
  const person = async (schoolId: number, marker: string, label: string, role: number) => {
    const user = await buildMember(db, schoolId, {
      firstName: `${marker}${label}`,
      lastName: `${marker}Name`,
      role,
      graduationYear: 2015,
    });
    await db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    return user;
  };

  const build = async (
    school: typeof demo,
    marker: string,
    people: { admin: number; validator: number },
  ): Promise<SchoolWorld> => {
    const w = { schoolId: school.id, subdomain: school.subdomain };
    const member = await person(school.id, marker, 'Member', ROLE.Alumni);
    const other = await person(school.id, marker, 'Other', ROLE.Alumni);
    const [campus] = await db
      .insert(campuses)
      .values({ schoolId: school.id, name: `${marker} Campus` })
      .returning();
    const [campusUnused] = await db
      .insert(campuses)
      .values({ schoolId: school.id, name: `${marker} Campus unused` })
      .returning();
    const featureRows = await db
      .select({
        id: schoolFeatures.id,
        path: features.path,
        enabled: schoolFeatures.enabled,
        translations: schoolFeatures.translations,
        urlRedirect: schoolFeatures.urlRedirect,
        slug: schoolFeatures.slug,
      })
      .from(schoolFeatures)
      .innerJoin(features, eq(features.id, schoolFeatures.featureId))
      .where(eq(schoolFeatures.schoolId, school.id))
      .orderBy(schoolFeatures.order, schoolFeatures.id);
    const featureList = featureRows.map((row) => ({
      id: row.id,
      path: row.path,
      enabled: row.enabled,
      names: {
        fr: row.translations.find((t) => t.locale === 'fr')?.translation ?? row.path,
        en: row.translations.find((t) => t.locale === 'en')?.translation ?? '',
      },
      url_redirect: row.urlRedirect,
      slug: row.slug,
    }));
    const [degreeUnused] = await db
      .insert(degrees)
      .values({ schoolId: school.id, name: `${marker} Degree unused` })
      .returning();
    await call(w, people.admin, 'POST', '/api/imports/degrees/', {
      file_name: `${marker}-degrees.csv`,
      content: `${marker} Degree;${marker} Sub;${marker} Section\n`,
    });
    const degree = await db.execute(
      sql`select id from degrees where school_id = ${school.id} and name = ${`${marker} Degree`}`,
    );
    const degreeId = (degree as unknown as { rows: { id: number }[] }).rows[0]?.id ?? 0;
    const [role] = await db
      .select()
      .from(userRoles)
      .where(and(eq(userRoles.userId, member.id), eq(userRoles.schoolId, school.id)));

    const post = await call(w, member.id, 'POST', '/api/posts/', {
      content: `<p>${marker} post</p>`,
    });
    const postId = post.id as number;
    const comment = await call(w, member.id, 'POST', `/api/posts/${postId}/comments/`, {
      content: `${marker} comment`,
    });
    await call(w, other.id, 'POST', `/api/posts/${postId}/comments/`, {
      content: `${marker} other comment`,
    });
    await call(w, other.id, 'POST', `/api/posts/${postId}/like/`);
    const report = await call(w, other.id, 'POST', '/api/reports/', {
      type: 'post',
      object_id: postId,
      reasons: ['spam'],
      description: `${marker} report`,
    });
    const [notification] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, member.id), eq(notifications.schoolId, school.id)));
    const base = `/api/users/${member.id}`;
    const experience = await call(w, member.id, 'POST', `${base}/experiences/`, {
      title: `${marker} job`,
      organisation: `${marker} Corp`,
      location: 'Paris',
      start_date: '2018-01-01',
    });
    const education = await call(w, member.id, 'POST', `${base}/educations/`, {
      degree_type: 'master',
      title: `${marker} education`,
      facility: `${marker} facility`,
      graduation_status: 'graduated',
      graduation_year: 2015,
      school: true,
      degree: degreeId,
    });
    const hobby = await call(w, member.id, 'POST', `${base}/hobbies/`, { name: `${marker} hobby` });
    const link = await call(w, member.id, 'POST', `${base}/links/`, {
      title: `${marker} link`,
      url: 'https://www.example.org/',
    });
    await call(w, member.id, 'PUT', `${base}/roles/${role?.id}/timeline/`, {
      entries: [{ kind: 1, work_experience: experience.id }],
    });
    const [otherRole] = await db
      .select()
      .from(userRoles)
      .where(and(eq(userRoles.userId, other.id), eq(userRoles.schoolId, school.id)));
    const change = await call(
      w,
      other.id,
      'POST',
      `/api/users/${other.id}/roles/${otherRole?.id}/change-requests/`,
      { graduation_year: 2013, degree: degreeId, campus: campus?.id },
    );
    const pending = await buildMember(db, school.id, {
      firstName: `${marker}Pending`,
      lastName: `${marker}Registration`,
      active: false,
      requiresValidation: true,
    });
    // A registration waits with an active account and a role not yet active.
    await db.update(users).set({ isActive: true }).where(eq(users.id, pending.id));
    // A member awaiting activation with no link yet (the registrations tab sends one).
    const awaiting = await buildMember(db, school.id, {
      firstName: `${marker}Awaiting`,
      lastName: `${marker}Activation`,
      active: false,
    });
    const [pendingRole] = await db.select().from(userRoles).where(eq(userRoles.userId, pending.id));
    const imports: number[] = [];
    for (const n of [1, 2, 3]) {
      const draft = await call(w, people.admin, 'POST', '/api/imports/members/', {
        file_name: `${marker}-members-${n}.csv`,
        content: memberCsv(marker, n, `${marker} Degree`, `${marker} Campus`),
      });
      imports.push(draft.id as number);
    }
    for (const id of imports.slice(1)) {
      await call(w, people.admin, 'POST', `/api/imports/${id}/submit/`);
    }
    // A fourth, applied by the super user: its member is invited and not yet active.
    const applied = await call(w, people.admin, 'POST', '/api/imports/members/', {
      file_name: `${marker}-members-4.csv`,
      content: memberCsv(marker, 4, `${marker} Degree`, `${marker} Campus`),
    });
    await call(w, people.admin, 'POST', `/api/imports/${applied.id}/submit/`);
    const superUser = await byEmail('super@example.org');
    await call(w, superUser.id, 'POST', `/api/imports/${applied.id}/validate/`);
    const invitee = await byEmail(`${marker.toLowerCase()}.import4@example.org`);
    const deletable = await call(w, people.admin, 'POST', '/api/imports/members/', {
      file_name: `${marker}-members-5.csv`,
      content: memberCsv(marker, 5, `${marker} Degree`, `${marker} Campus`),
    });
    /** The member uploads a multipart body; the answer's JSON (the upload must give 201). */
    const upload = async (url: string, body: ReturnType<typeof multipart>) => {
      const headers = await sessionHeaders(db, { userId: member.id, ...w });
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': body.contentType },
        payload: body.payload,
      });
      if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      return res.json() as { key: string; id: number };
    };
    const image = await upload('/api/posts/images/', multipart('a.png', 'image/png', png));
    // A link to a document, its title (the download's file name) carrying the marker.
    const document = await upload(
      `/api/users/${member.id}/links/attachment/`,
      multipart('cv.pdf', 'application/pdf', tinyPdf(), { title: `${marker} document` }),
    );
    // Mails carrying single-use tokens of this school: a reset link and an activation link.
    await call(w, null, 'POST', '/api/auth/password/forgot/', { email: member.email });
    await deliverMail(ctx.app);
    const resetToken = await mailedToken(db, member.email, /reset\?token=([\w-]+)/);
    const registrant = `${marker.toLowerCase()}.registrant@example.org`;
    await call(w, null, 'POST', '/api/registration/', {
      ...registrationBody(marker, registrant),
      degree: degreeId,
      campus: campus?.id,
    });
    await deliverMail(ctx.app);
    const activationToken = await mailedToken(db, registrant, /registration\?token=([\w-]+)/);
    await db.insert(outboxMessages).values({
      schoolId: school.id,
      to: registrant,
      from: 'network@example.org',
      subject: `${marker} subject`,
      text: `${marker} text`,
      html: `<p>${marker} html</p>`,
    });
    const blog = await buildArticleWorld(ctx.app, db, {
      ...w,
      marker,
      member: member.id,
      other: other.id,
    });
    const eventsWorld = await buildEventWorld(db, {
      schoolId: school.id,
      marker,
      member: member.id,
      other: other.id,
    });
    const jobsWorld = await buildJobWorld(ctx.app, db, {
      ...w,
      marker,
      member: member.id,
      other: other.id,
    });
    const rolesWorld = await buildRoleWorld(db, school.id);
    const listsWorld = await buildStaticListWorld(db, school.id, marker);
    const badgesWorld = await buildBadgeWorld(db, {
      schoolId: school.id,
      marker,
      member: member.id,
    });
    const customPagesWorld = await buildCustomPageWorld(db, { schoolId: school.id, marker });
    const integrationsWorld = await buildIntegrationWorld(db, { schoolId: school.id, marker });
    const keysWorld = await buildApiKeyWorld(db, {
      schoolId: school.id,
      marker,
      member: member.id,
    });
    return {
      ...w,
      ...blog,
      ...keysWorld,
      ...(await buildBulkOperationWorld(db, `${ctx.config.dataDir}/media`, {
        schoolId: school.id,
        marker,
        member: member.id,
        admin: people.admin,
      })),
      ...(await buildDuplicatesWorld(db, { schoolId: school.id, marker })),
      ...(await buildPersonalDataWorld(db, `${ctx.config.dataDir}/media`, {
        schoolId: school.id,
        marker,
        member: member.id,
      })),
      ...(await buildEmailingWorld(db, {
        schoolId: school.id,
        marker,
        member: member.id,
        admin: people.admin,
      })),
      ...integrationsWorld,
      ...eventsWorld,
      ...jobsWorld,
      ...rolesWorld,
      ...badgesWorld,
      ...customPagesWorld,
      ...(await buildResourceWorld(ctx.app, db, { ...w, marker, admin: people.admin })),
      ...(await buildDiscussionWorld(ctx.app, db, {
        ...w,
        marker,
        admin: people.admin,
        member: member.id,
      })),
      ...(await buildMessageReportWorld(ctx.app, db, {
        ...w,
        marker,
        member: member.id,
        other: other.id,
      })),
      ...(await buildAboutWorld(db, { schoolId: school.id, marker, member: member.id })),
      ...(await buildMentorshipWorld(db, {
        schoolId: school.id,
        marker,
        member: member.id,
        other: other.id,
      })),
      ...(await buildGroupWorld(ctx.app, db, {
        ...w,
        marker,
        member: member.id,
        other: other.id,
      })),
      ...listsWorld,
      marker,
      member: member.id,
      memberEmail: member.email,
      roleId: role?.id ?? 0,
      other: other.id,
      otherEmail: other.email,
      admin: people.admin,
      validator: people.validator,
      post: postId,
      comment: comment.id as number,
      report: report.id as number,
      notification: notification?.id ?? 0,
      experience: experience.id as number,
      education: education.id as number,
      hobby: hobby.id as number,
      link: link.id as number,
      documentLink: document.id,
      roleChangeRequest: change.id as number,
      registration: pendingRole?.id ?? 0,
      awaitingMember: awaiting.id,
      importDraft: imports[0] ?? 0,
      importSubmitted: imports[1] ?? 0,
      importSubmittedToo: imports[2] ?? 0,
      importApplied: applied.id as number,
      importDeletable: deletable.id as number,
      invitee: invitee.id,
      degree: degreeId,
      campus: campus?.id ?? 0,
      campusUnused: campusUnused?.id ?? 0,
      degreeUnused: degreeUnused?.id ?? 0,
      featureList,
      postImage: image.key,
      resetToken,
      activationToken,
    };
  };

  const seededValidator = await byEmail('validator@demo.example.org');
  const superUser = await byEmail('super@example.org');
  const a = await build(demo, 'OWNA', { admin: seededAdmin.id, validator: seededValidator.id });
  const bAdmin = await person(en.id, 'LEAKB', 'Admin', ROLE.SchoolAdmin);
  const bValidator = await person(en.id, 'LEAKB', 'Validator', ROLE.Staff);
  const [bValidatorRole] = await db
    .select()
    .from(userRoles)
    .where(eq(userRoles.userId, bValidator.id));
  await db.insert(userroleValidators).values(
    VALIDATOR_SCOPES.map((scope) => ({
      userRoleId: bValidatorRole?.id ?? 0,
      schoolId: en.id,
      scope,
    })),
  );
  const b = await build(en, 'LEAKB', { admin: bAdmin.id, validator: bValidator.id });
  // The seeded member of demo is also a student of campus-en: their own B role and B
  // education are B's data too, which A's host must not show or change.
  const dual = await byEmail('member@demo.example.org');
  const [dualRole] = await db
    .select()
    .from(userRoles)
    .where(and(eq(userRoles.userId, dual.id), eq(userRoles.schoolId, en.id)));
  const dualEducation = await call(b, dual.id, 'POST', `/api/users/${dual.id}/educations/`, {
    degree_type: 'certificate',
    title: 'LEAKB dual education',
    facility: 'LEAKB dual facility',
    graduation_status: 'in_progress',
    graduation_year: 2025,
    school: true,
    degree: b.degree,
  });
  const bOnly = await db.execute(
    sql`select user_id as id from user_roles where school_id = ${en.id}
        and user_id not in (select user_id from user_roles where school_id <> ${en.id})`,
  );
  return {
    a,
    b,
    actors: {
      member: a.member,
      validator: seededValidator.id,
      admin: seededAdmin.id,
      super: superUser.id,
      dual: dual.id,
    },
    dualB: {
      ...b,
      member: dual.id,
      roleId: dualRole?.id ?? 0,
      education: dualEducation.id as number,
    },
    bOnlyUsers: (bOnly as unknown as { rows: { id: number }[] }).rows.map((r) => r.id),
  };
}
