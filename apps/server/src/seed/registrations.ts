import { ROLE } from '@alumni/domain';
import type { Db } from '../db/client.ts';
import { userRoles, users } from '../db/schema/index.ts';

/**
 * Registrations of demo waiting for validation (Settings → Registrations, the validators'
 * `userrole` counter): three people who registered and confirmed their e-mail, their role not
 * yet decided, with their questionnaire's answers (year, degree, campus).
 */
export async function seedPendingRegistrations(
  tx: Db,
  opts: {
    schoolId: number;
    passwordHash: string;
    degreeIds: number[];
    campusIds: number[];
    now: Date;
  },
): Promise<void> {
  const people = [
    { first: 'Margaux', last: 'Vidal', city: 'Toulouse', role: ROLE.Alumni, year: 2019, days: 3 },
    { first: 'Yanis', last: 'Benali', city: 'Lille', role: ROLE.Student, year: 2025, days: 2 },
    { first: 'Agathe', last: 'Roussel', city: 'Rennes', role: ROLE.Alumni, year: 2012, days: 1 },
  ];
  const at = (days: number) => new Date(opts.now.getTime() - days * 24 * 3600 * 1000);
  const rows = await tx
    .insert(users)
    .values(
      people.map((p) => ({
        email: `${p.first.toLowerCase()}.${p.last.toLowerCase()}@example.org`,
        passwordHash: opts.passwordHash,
        firstName: p.first,
        lastName: p.last,
        city: p.city,
        country: 'FR',
        dateBirth: `${p.year - 22}-05-14`,
        isActive: true,
        termsUse: true,
        privacyPolicy: true,
        activationDate: at(p.days),
        registrationDate: at(p.days),
      })),
    )
    .returning({ id: users.id });
  await tx.insert(userRoles).values(
    rows.map((row, i) => {
      const p = people[i] as (typeof people)[number];
      return {
        userId: row.id,
        schoolId: opts.schoolId,
        role: p.role,
        graduationYear: p.year,
        degreeId: opts.degreeIds[i % opts.degreeIds.length] ?? null,
        campusId: opts.campusIds[i % opts.campusIds.length] ?? null,
        requiresValidation: true,
        isActive: false,
        createdAt: at(p.days),
      };
    }),
  );
}
