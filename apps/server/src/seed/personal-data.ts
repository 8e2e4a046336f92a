import type { Db } from '../db/client.ts';
import { memberFieldVisibility } from '../db/schema/index.ts';

/**
 * Demo field visibility (issue 34 item 6): the demo member shows their phone and e-mail to the
 * school's members and keeps their birth date private; a few other members hide their city
 * (the map counts them without one) or show their phone to everyone.
 */
export async function seedFieldVisibility(
  db: Db,
  opts: { member: number; memberIds: number[] },
): Promise<void> {
  const rows: (typeof memberFieldVisibility.$inferInsert)[] = [
    {
      userId: opts.member,
      phone: 'members',
      email: 'members',
      dateBirth: 'nobody',
      city: 'public',
    },
  ];
  opts.memberIds.slice(0, 6).forEach((userId, i) => {
    if (userId === opts.member) return;
    rows.push(
      i % 2 === 0
        ? { userId, phone: 'nobody', email: 'nobody', dateBirth: 'nobody', city: 'nobody' }
        : { userId, phone: 'public', email: 'members', dateBirth: 'members', city: 'public' },
    );
  });
  await db.insert(memberFieldVisibility).values(rows).onConflictDoNothing();
}
