import { ROLE } from '@alumni/domain';
import type { Db } from '../db/client.ts';
import { posts, userRoles, users } from '../db/schema/index.ts';

/**
 * A pair of duplicate members in each demo school (issue 34 item 5), for School settings →
 * duplicate users: in demo, one person registered twice with a Gmail address written two ways
 * (dots, a +tag) and a different city; in campus-en, the same name and birth date with two
 * e-mails. Each account holds a role and one wrote a post, so a merge shows what moves. Runs
 * in the seed's transaction `tx`.
 */
export async function seedDuplicates(
  tx: Db,
  opts: { demoId: number; enId: number; now: Date },
): Promise<void> {
  const pairs = [
    {
      schoolId: opts.demoId,
      people: [
        { email: 'camille.roux@gmail.com', firstName: 'Camille', lastName: 'Roux', city: 'Nantes' },
        {
          email: 'camilleroux+alumni@gmail.com',
          firstName: 'Camille',
          lastName: 'Roux',
          city: 'Rennes',
        },
      ],
      post: 'Ravie de retrouver la promo 2014 sur le réseau\u00a0!',
      dateBirth: null,
    },
    {
      schoolId: opts.enId,
      people: [
        { email: 'sam.taylor@example.org', firstName: 'Sam', lastName: 'Taylor', city: 'Leeds' },
        { email: 'staylor@example.net', firstName: 'Sam', lastName: 'Taylor', city: 'York' },
      ],
      post: 'Great to be back in touch with the class of 2016!',
      dateBirth: '1993-04-12',
    },
  ];
  for (const pair of pairs) {
    const ids: number[] = [];
    for (const person of pair.people) {
      const [row] = await tx
        .insert(users)
        .values({
          ...person,
          country: pair.schoolId === opts.enId ? 'GB' : 'FR',
          dateBirth: pair.dateBirth,
          isActive: true,
          termsUse: true,
          privacyPolicy: true,
          activationDate: opts.now,
          registrationDate: opts.now,
        })
        .returning({ id: users.id });
      if (!row) throw new Error('duplicate user insert returned nothing');
      ids.push(row.id);
      await tx.insert(userRoles).values({
        userId: row.id,
        schoolId: pair.schoolId,
        role: ROLE.Alumni,
        isActive: true,
        activationDate: opts.now,
        graduationYear: pair.schoolId === opts.enId ? 2016 : 2014,
      });
    }
    await tx.insert(posts).values({
      schoolId: pair.schoolId,
      authorId: ids[1] as number,
      content: `<p>${pair.post}</p>`,
    });
  }
}
