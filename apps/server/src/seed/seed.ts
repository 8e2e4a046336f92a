import { FEATURE_PATHS, LOCALE_IDS, ROLE, VALIDATOR_SCOPES } from '@alumni/domain';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  campuses,
  degrees,
  keyNumbers,
  schoolLinks,
  schools,
  userRoles,
  userroleValidators,
  users,
} from '../db/schema/index.ts';
import { addStaticListDefaults } from '../modules/static-lists/index.ts';
import { hashPassword } from '../platform/passwords.ts';
import { seedSchoolPages } from './about.ts';
import { seedApiKeys } from './api-keys.ts';
import { seedArticles } from './articles.ts';
import { seedAuditLog } from './audit-log.ts';
import { seedBadges } from './badges.ts';
import { seedBulkOperations } from './bulk-operations.ts';
import { addFeatures, addRoles, ensureFeatureCatalogue } from './catalogue.ts';
import { seedCustomPages } from './custom-pages.ts';
import demoCampuses from './data/campuses-demo.json' with { type: 'json' };
import demoDegrees from './data/degrees-demo.json' with { type: 'json' };
import { seedDiscussions } from './discussions.ts';
import { seedDuplicates } from './duplicates.ts';
import { seedMassMail } from './emailing.ts';
import { seedDemoEvents } from './events.ts';
import { seedPosts } from './feed.ts';
import { seedGroups } from './groups.ts';
import { seedIntegrations } from './integrations.ts';
import { seedJobAds } from './jobs.ts';
import { writeSchoolImages } from './media.ts';
import { seedMentorship } from './mentorship.ts';
import { CITIES, emailLocalPart, FIRST_NAMES, LAST_NAMES, seededRandom } from './people.ts';
import { seedFieldVisibility } from './personal-data.ts';
import { seedPendingRegistrations } from './registrations.ts';
import { seedResources } from './resources.ts';
import { seedTerms } from './terms.ts';

/** The password of every demo account (README). */
export const DEMO_PASSWORD = 'Alumni-demo-2026';

/** The demo logins printed at start (README, issue "Platform foundation"). */
export const DEMO_LOGINS = [
  { email: 'super@example.org', what: 'super user (every school)' },
  { email: 'admin@demo.example.org', what: 'school admin of demo' },
  { email: 'validator@demo.example.org', what: 'validator for every scope in demo' },
  { email: 'member@demo.example.org', what: 'alumni in demo, student in campus-en' },
  { email: 'recruiter@demo.example.org', what: 'external recruiter in demo (job ads)' },
] as const;

/** A transaction of `Db` (the seed and the test factories write in one). */

/** True when the database already holds a school (first start has happened). */
export async function hasSchools(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(schools);
  return (row?.n ?? 0) > 0;
}

/**
 * Seeds the feature catalogue, the `demo` and `campus-en` schools and the demo accounts
 * with their posts, articles, job ads, events and a few audit log entries in one
 * transaction, and writes the schools' images under `mediaDir`. Refuses (throws) when `demo`
 * already exists, so it never overwrites real data.
 */
export async function seedDemo(db: Db, opts: { mediaDir: string }): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const demoImages = writeSchoolImages(opts.mediaDir, 'demo', {
    initials: 'ED',
    primary: '#ffb600',
    secondary: '#00a19b',
  });
  const enImages = writeSchoolImages(opts.mediaDir, 'campus-en', {
    initials: 'NC',
    primary: '#1d4ed8',
    secondary: '#7c3aed',
  });
  await db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: schools.id })
      .from(schools)
      .where(eq(schools.subdomain, 'demo'));
    if (existing.length) throw new Error('The demo school already exists: nothing seeded.');
    const catalogue = await ensureFeatureCatalogue(tx);

    const [demo] = await tx
      .insert(schools)
      .values({
        subdomain: 'demo',
        name: 'École Demo',
        address: '12 rue de la Paix, 75002 Paris',
        description: {
          fr: "Le réseau des diplômés de l'École Demo : retrouvez vos camarades, partagez vos actualités et développez votre carrière.",
          en: 'The École Demo alumni network: find your classmates, share your news and grow your career.',
        },
        preferredLocale: LOCALE_IDS.fr,
        wording: 'default',
        ...demoImages,
        senderName: 'École Demo',
        senderEmail: 'reseau@demo.example.org',
        hasCampus: true,
        hasPublicPages: true,
        showInactive: false,
        // Its post reports wait for its validators (the default, as in campus-en).
        validateReport: true,
        maxMenteesPerMentor: 3,
        termsUseUrl: 'https://www.example.org/demo/cgu',
        privacyPolicyUrl: 'https://www.example.org/demo/confidentialite',
        legalUrl: 'https://www.example.org/demo/mentions-legales',
        phoneCountries: ['FR', 'BE', 'CH', 'LU', 'CA'],
      })
      .returning();
    const [en] = await tx
      .insert(schools)
      .values({
        subdomain: 'campus-en',
        name: 'Northbridge Campus',
        address: '1 College Road, Manchester M1 1AA',
        description: {
          fr: 'Le réseau des certifiés du Northbridge Campus.',
          en: 'The Northbridge Campus network of certificate holders.',
        },
        primaryColor: '#1d4ed8',
        secondaryColor: '#7c3aed',
        preferredLocale: LOCALE_IDS.en,
        wording: 'certificate',
        ...enImages,
        currency: 'GBP',
        senderName: 'Northbridge Campus',
        senderEmail: 'network@campus-en.example.org',
        hasCampus: true,
        hasPublicPages: false,
        termsUseUrl: 'https://www.example.org/campus-en/terms',
        privacyPolicyUrl: 'https://www.example.org/campus-en/privacy',
        legalUrl: 'https://www.example.org/campus-en/legal',
        phoneCountries: ['GB', 'IE'],
        mapCenterLat: 53_480_759,
        mapCenterLng: -2_242_631,
        mapZoom: 6,
      })
      .returning();
    if (!demo || !en) throw new Error('School insert returned nothing.');

    await addFeatures(tx, demo.id, catalogue, [...FEATURE_PATHS], {
      custom: {
        urlRedirect: 'https://www.example.org/demo/boutique',
        names: { fr: 'Boutique', en: 'Shop' },
      },
      page: { slug: 'charte', names: { fr: 'Charte', en: 'Charter' } },
    });
    await addFeatures(tx, en.id, catalogue, [
      'dashboard',
      'about',
      'directory',
      'feed',
      'evenements',
      'jobs',
    ]);
    await addRoles(tx, demo.id);
    await addRoles(tx, en.id);
    await addStaticListDefaults(tx, demo.id);
    await addStaticListDefaults(tx, en.id);

    const demoCampusRows = await tx
      .insert(campuses)
      .values(demoCampuses.map((name) => ({ schoolId: demo.id, name })))
      .returning();
    const demoDegreeRows = await tx
      .insert(degrees)
      .values(demoDegrees.map((d) => ({ schoolId: demo.id, ...d })))
      .returning();
    const enCampusRows = await tx
      .insert(campuses)
      .values(['London', 'Manchester', 'Online centre'].map((name) => ({ schoolId: en.id, name })))
      .returning();
    const enDegreeRows = await tx
      .insert(degrees)
      .values([
        {
          schoolId: en.id,
          name: 'Certificate in Data Analysis',
          section: 'Digital',
          subsection: 'Data',
        },
        {
          schoolId: en.id,
          name: 'Certificate in Project Management',
          section: 'Business',
          subsection: 'Management',
        },
        {
          schoolId: en.id,
          name: 'Certificate in UX Design',
          section: 'Digital',
          subsection: 'Design',
        },
      ])
      .returning();

    await tx.insert(schoolLinks).values([
      { schoolId: demo.id, type: 'website', url: 'https://www.example.org/demo' },
      { schoolId: demo.id, type: 'linkedin', url: 'https://www.linkedin.com/school/example-demo' },
      { schoolId: demo.id, type: 'instagram', url: 'https://www.instagram.com/example.demo' },
      { schoolId: en.id, type: 'website', url: 'https://www.example.org/campus-en' },
    ]);
    await tx.insert(keyNumbers).values([
      { schoolId: demo.id, value: '12 000', label: { fr: 'diplômés', en: 'graduates' }, order: 1 },
      { schoolId: demo.id, value: '85', label: { fr: 'pays', en: 'countries' }, order: 2 },
      {
        schoolId: demo.id,
        value: '94 %',
        label: { fr: 'en poste à 6 mois', en: 'employed within 6 months' },
        order: 3,
      },
      {
        schoolId: demo.id,
        value: '1 200',
        label: { fr: 'entreprises partenaires', en: 'partner companies' },
        order: 4,
      },
    ]);

    // Demo accounts.
    const now = new Date();
    const account = (
      email: string,
      firstName: string,
      lastName: string,
      city: string,
      extra: Partial<typeof users.$inferInsert> = {},
    ) => ({
      email,
      passwordHash,
      firstName,
      lastName,
      city,
      country: 'FR',
      isActive: true,
      termsUse: true,
      privacyPolicy: true,
      activationDate: now,
      registrationDate: now,
      lastProfileUpdate: now,
      ...extra,
    });
    const [superUser, admin, validator, member, recruiter] = await tx
      .insert(users)
      .values([
        account('super@example.org', 'Sophie', 'Marchand', 'Paris', { isSuperuser: true }),
        account('admin@demo.example.org', 'Antoine', 'Delacroix', 'Paris'),
        account('validator@demo.example.org', 'Valérie', 'Noël', 'Lyon'),
        account('member@demo.example.org', 'Hélène', 'Lefèvre', 'Bordeaux'),
        account('recruiter@demo.example.org', 'Claire', 'Besson', 'Marseille'),
      ])
      .returning();
    if (!superUser || !admin || !validator || !member || !recruiter)
      throw new Error('User insert returned nothing.');
    const active = { isActive: true, activationDate: now };
    const [, validatorRole] = await tx
      .insert(userRoles)
      .values([
        { userId: admin.id, schoolId: demo.id, role: ROLE.SchoolAdmin, ...active },
        { userId: validator.id, schoolId: demo.id, role: ROLE.Staff, ...active },
        {
          userId: member.id,
          schoolId: demo.id,
          role: ROLE.Alumni,
          graduationYear: 2016,
          degreeId: demoDegreeRows[1]?.id,
          campusId: demoCampusRows[2]?.id,
          ...active,
        },
        {
          userId: member.id,
          schoolId: en.id,
          role: ROLE.Student,
          graduationYear: 2025,
          degreeId: enDegreeRows[0]?.id,
          campusId: enCampusRows[1]?.id,
          ...active,
        },
        // An external recruiter (spec 2 §6 "Other roles", account type Recruiter): posts job
        // ads and sees only their own.
        {
          userId: recruiter.id,
          schoolId: demo.id,
          role: ROLE.External,
          isRecruiter: true,
          ...active,
        },
      ])
      .returning();
    if (!validatorRole) throw new Error('User role insert returned nothing.');
    await tx.insert(userroleValidators).values(
      VALIDATOR_SCOPES.map((scope) => ({
        userRoleId: validatorRole.id,
        schoolId: demo.id,
        scope,
      })),
    );

    // Members of demo: every role, realistic names, cities and years; a few not activated.
    const random = seededRandom(2026);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const roleCycle = [
      ROLE.Alumni,
      ROLE.Alumni,
      ROLE.Alumni,
      ROLE.Student,
      ROLE.Alumni,
      ROLE.Teacher,
      ROLE.Staff,
      ROLE.Student,
      ROLE.External,
      ROLE.Prospect,
      ROLE.SchoolAdmin,
      ROLE.Alumni,
    ];
    const seen = new Set<string>();
    const members: { user: typeof users.$inferInsert; role: number; year: number }[] = [];
    for (let i = 0; members.length < 70; i++) {
      const firstName = pick(FIRST_NAMES);
      const lastName = pick(LAST_NAMES);
      const email = `${emailLocalPart(firstName, lastName)}@demo.example.org`;
      if (seen.has(email)) continue;
      seen.add(email);
      const role = roleCycle[members.length % roleCycle.length] ?? ROLE.Alumni;
      const year =
        role === ROLE.Student ? 2023 + Math.floor(random() * 4) : 1995 + Math.floor(random() * 29);
      const activated = members.length % 9 !== 8;
      members.push({
        role,
        year,
        user: account(email, firstName, lastName, pick(CITIES), {
          passwordHash: activated ? passwordHash : null,
          isActive: activated,
          activationDate: activated ? now : null,
          civility: random() < 0.5 ? 'M.' : 'Mme.',
          externalRef: `DEMO-${String(i).padStart(5, '0')}`,
        }),
      });
    }
    const memberRows = await tx
      .insert(users)
      .values(members.map((m) => m.user))
      .returning({ id: users.id, isActive: users.isActive });
    const alumna = memberRows.find((row, i) => row.isActive && members[i]?.role === ROLE.Alumni);
    await tx.insert(userRoles).values(
      memberRows.map((row, i) => ({
        userId: row.id,
        schoolId: demo.id,
        role: members[i]?.role ?? ROLE.Alumni,
        graduationYear: members[i]?.year,
        degreeId: demoDegreeRows[i % demoDegreeRows.length]?.id,
        campusId: demoCampusRows[i % demoCampusRows.length]?.id,
        isActive: row.isActive,
        activationDate: row.isActive ? now : null,
      })),
    );

    // A lived-in feed: a few posts of the last days, with comments and likes.
    const activeIds = memberRows.filter((row) => row.isActive).map((row) => row.id);
    await seedPosts(tx, { schoolId: demo.id, adminId: admin.id, memberIds: activeIds, now });
    await seedBadges(tx, {
      schoolId: demo.id,
      adminId: admin.id,
      member: member.id,
      memberIds: activeIds,
    });
    // A key of the admin's for a CRM (School settings → API key and docs); its secret unused.
    await seedApiKeys(tx, { schoolId: demo.id, adminId: admin.id, now });
    // A disabled CRM integration with its field mappings (School settings → integrations).
    await seedIntegrations(tx, { schoolId: demo.id });
    // A public contact page and the member-only charter with a sub-page, both in the navbar.
    await seedCustomPages(tx, { schoolId: demo.id });
    await seedArticles(tx, {
      schoolId: demo.id,
      subdomain: 'demo',
      authorId: admin.id,
      mediaDir: opts.mediaDir,
      now,
    });
    await seedJobAds(tx, {
      schoolId: demo.id,
      subdomain: 'demo',
      authors: { admin: admin.id, recruiter: recruiter.id, alumni: alumna?.id ?? admin.id },
      mediaDir: opts.mediaDir,
      now,
    });
    // Events to come and past ones, with registrations (a waiting list, check-ins).
    await seedDemoEvents(tx, {
      schools: { demo, en },
      accounts: { superUser: superUser.id, admin: admin.id, validator: validator.id },
      member: member.id,
      memberIds: activeIds,
      mediaDir: opts.mediaDir,
      now,
    });
    // Interest groups: a public club with posts, a private one with a request, one pending.
    await seedGroups(tx, {
      schoolId: demo.id,
      adminId: admin.id,
      memberId: member.id,
      memberIds: activeIds,
      mediaDir: opts.mediaDir,
      now,
    });
    // The about page: presentations, a team of three with portraits (campus-en: a presentation).
    await seedSchoolPages(tx, {
      demoId: demo.id,
      enId: en.id,
      adminId: admin.id,
      mediaDir: opts.mediaDir,
    });
    // Registrations waiting for validation (Settings → Registrations).
    await seedPendingRegistrations(tx, {
      schoolId: demo.id,
      passwordHash,
      degreeIds: demoDegreeRows.map((d) => d.id),
      campusIds: demoCampusRows.map((c) => c.id),
      now,
    });
    // Resources to download: for every member, for alumni, for students.
    await seedResources(tx, {
      schoolId: demo.id,
      adminId: admin.id,
      mediaDir: opts.mediaDir,
      now,
    });
    // Two conversations of the demo member's: a direct one with 2 unread messages, a group.
    await seedDiscussions(tx, {
      schoolId: demo.id,
      admin: admin.id,
      validator: validator.id,
      member: member.id,
      now,
    });
    // Terms version 1 of both schools, accepted by their members (not held at sign-in).
    await seedTerms(tx, { schoolIds: [demo.id, en.id], now });
    // A few admin changes in School settings → logs (written as the audit mechanism would).
    await seedAuditLog(tx, {
      schoolId: demo.id,
      adminId: admin.id,
      superUserId: superUser.id,
      now,
    });
    // A mass message of the admin's to a few members, one of whom refuses them.
    await seedBulkOperations(tx, {
      schoolId: demo.id,
      adminId: admin.id,
      memberIds: activeIds,
      now,
    });
    // A newsletter the admin sent, with its report: one member skipped, one address bounced.
    await seedMassMail(tx, { schoolId: demo.id, adminId: admin.id, memberIds: activeIds, now });
    // A duplicate pair in each school, for School settings → duplicate users (issue 34 item 5).
    await seedDuplicates(tx, { demoId: demo.id, enId: en.id, now });
    // Who sees the members' contact details (issue 34 item 6).
    await seedFieldVisibility(tx, { member: member.id, memberIds: activeIds });
    // Mentors (one full), the demo member's running and finished mentorships, a request.
    const mentoring: number[] = [ROLE.Alumni, ROLE.Student, ROLE.Teacher, ROLE.Staff];
    await seedMentorship(tx, {
      schoolId: demo.id,
      member: member.id,
      validator: validator.id,
      admin: admin.id,
      memberIds: memberRows
        .filter((row, i) => row.isActive && mentoring.includes(members[i]?.role ?? 0))
        .map((row) => row.id),
      now,
    });
  });
}
