import type { Db } from '../db/client.ts';
import { postComments, postLikes, posts } from '../db/schema/index.ts';

/** Demo posts, oldest first (sanitised HTML, as the API would store them). */
const DEMO_POSTS = [
  '<p>Bienvenue sur le nouveau réseau des diplômés ! Complétez votre profil pour apparaître sur la carte des membres.</p>',
  '<p>Je recrute deux <strong>data analysts</strong> en alternance à Lyon pour la rentrée. Écrivez-moi si vous connaissez quelqu’un !</p>',
  '<p>Retour en photos sur l’afterwork de Bordeaux : merci à tous d’être venus, on remet ça au printemps.</p>',
  '<p>Quelqu’un de la promo 2016 pour organiser les 10 ans ? Je lance un sondage la semaine prochaine.</p>',
];
const DEMO_COMMENTS = [
  'Super initiative, merci !',
  'Je transmets à ma promo.',
  'J’étais là, excellente soirée.',
  'Je suis partante pour aider.',
];

/**
 * Seeds a school's lived-in feed: the demo posts of the last days (the first by `adminId`,
 * the others by some of `memberIds`), each liked and commented by members. Runs in the seed's
 * transaction.
 */
export async function seedPosts(
  tx: Db,
  opts: { schoolId: number; adminId: number; memberIds: number[]; now: Date },
): Promise<void> {
  const { adminId, memberIds: activeIds } = opts;
  const hoursAgo = (h: number) => new Date(opts.now.getTime() - h * 3600_000);
  const postRows = await tx
    .insert(posts)
    .values(
      DEMO_POSTS.map((content, i) => ({
        schoolId: opts.schoolId,
        authorId: i === 0 ? adminId : (activeIds[i * 7] ?? adminId),
        content,
        createdAt: hoursAgo(70 - i * 20),
        updatedAt: hoursAgo(70 - i * 20),
      })),
    )
    .returning({ id: posts.id, createdAt: posts.createdAt });
  for (const [i, post] of postRows.entries()) {
    const likers = activeIds.slice(i * 3, i * 3 + 2 + i);
    if (likers.length) {
      await tx
        .insert(postLikes)
        .values(likers.map((userId) => ({ postId: post.id, schoolId: opts.schoolId, userId })));
    }
    const commenter = activeIds[i * 5 + 1];
    if (commenter) {
      await tx.insert(postComments).values({
        postId: post.id,
        schoolId: opts.schoolId,
        authorId: commenter,
        content: DEMO_COMMENTS[i % DEMO_COMMENTS.length] ?? '',
        createdAt: new Date(post.createdAt.getTime() + 3600_000),
      });
    }
  }
}
