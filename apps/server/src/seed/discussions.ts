import { randomUUID } from 'node:crypto';
import { directKey } from '@alumni/domain';
import type { Db } from '../db/client.ts';
import { conversationParticipants, conversations, messages } from '../db/schema/index.ts';

/**
 * Demo discussions (issue 32): the demo member's direct conversation with the admin, whose
 * last two messages they have not read yet (the navbar's chat button shows 2), and a group
 * of three with the validator, read to its end. Written directly, with their times spread
 * over the last days, as the API would have left them.
 */

type Line = { from: number; body: string; minutesAgo: number };

async function conversationOf(
  tx: Db,
  opts: {
    schoolId: number;
    createdBy: number;
    title: string | null;
    people: number[];
    lines: Line[];
    /** How far each participant has read (seq); absent: to the end. */
    readUpTo: Record<number, number>;
    now: Date;
  },
): Promise<void> {
  const at = (minutesAgo: number) => new Date(opts.now.getTime() - minutesAgo * 60_000);
  const direct = opts.people.length === 2;
  const [row] = await tx
    .insert(conversations)
    .values({
      schoolId: opts.schoolId,
      kind: direct ? 'direct' : 'group',
      title: opts.title,
      createdBy: opts.createdBy,
      createdAt: at((opts.lines[0]?.minutesAgo ?? 0) + 1),
      lastSeq: opts.lines.length,
      lastMessageAt: at(opts.lines.at(-1)?.minutesAgo ?? 0),
      directKey: direct ? directKey(opts.people[0] ?? 0, opts.people[1] ?? 0) : null,
    })
    .returning({ id: conversations.id });
  if (!row) throw new Error('conversation insert returned nothing');
  await tx.insert(messages).values(
    opts.lines.map((line, i) => ({
      schoolId: opts.schoolId,
      conversationId: row.id,
      seq: i + 1,
      changeSeq: i + 1,
      senderId: line.from,
      body: line.body,
      clientId: randomUUID(),
      createdAt: at(line.minutesAgo),
    })),
  );
  await tx.insert(conversationParticipants).values(
    opts.people.map((userId) => {
      const read = opts.readUpTo[userId] ?? opts.lines.length;
      const unread = opts.lines.filter((line, i) => i + 1 > read && line.from !== userId).length;
      return {
        conversationId: row.id,
        userId,
        schoolId: opts.schoolId,
        joinedAt: at((opts.lines[0]?.minutesAgo ?? 0) + 1),
        lastReadSeq: read,
        unreadCount: unread,
      };
    }),
  );
}

/** Seeds the demo school's two conversations (see above). */
export async function seedDiscussions(
  tx: Db,
  opts: { schoolId: number; admin: number; validator: number; member: number; now: Date },
): Promise<void> {
  const { admin, validator, member } = opts;
  const day = 24 * 60;
  await conversationOf(tx, {
    schoolId: opts.schoolId,
    createdBy: admin,
    title: null,
    people: [admin, member],
    lines: [
      {
        from: admin,
        body: 'Bonjour Hélène, merci pour votre inscription au gala\u00a0!',
        minutesAgo: 2 * day,
      },
      {
        from: member,
        body: 'Avec plaisir\u00a0! Faut-il apporter quelque chose\u00a0?',
        minutesAgo: 2 * day - 30,
      },
      { from: admin, body: 'Rien du tout, venez simplement avec votre billet.', minutesAgo: 90 },
      {
        from: admin,
        body: 'Accepteriez-vous de dire quelques mots sur votre parcours\u00a0?',
        minutesAgo: 60,
      },
    ],
    readUpTo: { [member]: 2 },
    now: opts.now,
  });
  await conversationOf(tx, {
    schoolId: opts.schoolId,
    createdBy: validator,
    title: 'Comité des anciens',
    people: [validator, admin, member],
    lines: [
      {
        from: validator,
        body: 'Bienvenue dans le comité\u00a0! Première réunion jeudi à 18 h.',
        minutesAgo: 3 * day,
      },
      { from: admin, body: 'Je réserve la salle du campus de Paris.', minutesAgo: 3 * day - 20 },
      { from: member, body: 'Parfait, je serai là.', minutesAgo: 3 * day - 10 },
    ],
    readUpTo: {},
    now: opts.now,
  });
}
