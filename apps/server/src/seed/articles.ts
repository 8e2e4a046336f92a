import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ARTICLE_COVER_SIZE } from '@alumni/domain';
import type { Db } from '../db/client.ts';
import { articleHistory, articles } from '../db/schema/index.ts';

/** Demo articles (issue 13), newest last: published, public, as the API would store them. */
const DEMO_ARTICLES = [
  {
    title: 'Le réseau des diplômés fait peau neuve',
    slug: 'le-reseau-des-diplomes-fait-peau-neuve',
    category: 'news',
    languages: ['fr'],
    daysAgo: 20,
    content:
      '<p>Annuaire, carte des membres, fil d’actualité : découvrez les nouveautés de la plateforme.</p><h2>Complétez votre profil</h2><p>Un profil à jour vous rend visible des recruteurs et de votre promo.</p>',
    color: '#00a19b',
  },
  {
    title: 'Portrait : de l’alternance à la direction financière',
    slug: 'portrait-de-l-alternance-a-la-direction-financiere',
    category: 'portraits',
    languages: ['fr'],
    daysAgo: 9,
    content:
      '<p>Diplômée du Master Finance en 2012, Camille revient sur dix ans de parcours.</p><blockquote>Le réseau m’a ouvert des portes que je ne soupçonnais pas.</blockquote>',
    color: '#ffb600',
  },
  {
    title: 'Careers forum 2026: save the date',
    slug: 'careers-forum-2026-save-the-date',
    category: 'careers',
    languages: ['fr', 'en'],
    daysAgo: 2,
    content:
      '<p>Forty companies, workshops and mock interviews on campus. Registration opens next month.</p>',
    color: '#1d4ed8',
  },
] as const;

/**
 * Seeds the demo school's blog: a few published articles by `authorId`, with SVG covers of
 * the recommended size written under `<mediaDir>/articles/<subdomain>/`, each announced
 * with its history row. Runs in the seed's transaction.
 */
export async function seedArticles(
  tx: Db,
  opts: { schoolId: number; subdomain: string; authorId: number; mediaDir: string; now: Date },
): Promise<void> {
  const folder = path.join(opts.mediaDir, 'articles', opts.subdomain);
  mkdirSync(folder, { recursive: true });
  const { width, height } = ARTICLE_COVER_SIZE;
  for (const [i, article] of DEMO_ARTICLES.entries()) {
    const name = `cover-${i + 1}.svg`;
    writeFileSync(
      path.join(folder, name),
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${article.color}"/><g fill="#ffffff" opacity="0.15"><circle cx="160" cy="120" r="140"/><circle cx="650" cy="400" r="200"/></g></svg>`,
    );
    const at = new Date(opts.now.getTime() - article.daysAgo * 86_400_000);
    const [row] = await tx
      .insert(articles)
      .values({
        schoolId: opts.schoolId,
        authorId: opts.authorId,
        title: article.title,
        slug: article.slug,
        content: article.content,
        languages: [...article.languages],
        category: article.category,
        coverKey: `articles/${opts.subdomain}/${name}`,
        coverWidth: width,
        coverHeight: height,
        state: 3,
        publishAt: at,
        announcedAt: at,
        viewCount: 12 * (DEMO_ARTICLES.length - i),
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: articles.id });
    if (!row) throw new Error('article insert returned nothing');
    await tx.insert(articleHistory).values({
      schoolId: opts.schoolId,
      articleId: row.id,
      actorId: opts.authorId,
      action: 'create',
      fromStatus: null,
      toStatus: 'published',
      createdAt: at,
    });
  }
}
