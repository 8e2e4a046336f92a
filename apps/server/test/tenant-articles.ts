import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import { sessionHeaders } from './api.ts';
import { hostOf } from './app.ts';
import { buildArticle } from './factories.ts';
import { multipart, tinyPdf, tinyPng } from './tenant-bodies.ts';

/** A school's blog identifiers for the tenant-isolation and fuzz suites (issue 13). */
export interface ArticleWorld {
  /** A published article of the member, its slug carrying the marker. */
  article: number;
  articleSlug: string;
  /** A pending article of the other member, for the validators' decision. */
  articlePending: number;
  /** A cover the member uploaded: the body of a new article names it. */
  articleCover: string;
}

/**
 * Builds the blog part of a school's world: a cover and a document uploaded by the member
 * through the API on the school's own host, a published article of theirs with the document
 * and a pending one of `other`, every text carrying the school's marker.
 */
export async function buildArticleWorld(
  app: FastifyInstance,
  db: Db,
  w: { schoolId: number; subdomain: string; marker: string; member: number; other: number },
): Promise<ArticleWorld> {
  const headers = await sessionHeaders(db, { userId: w.member, ...w });
  const body = multipart('cover.png', 'image/png', await tinyPng());
  const res = await app.inject({
    method: 'POST',
    url: '/api/articles/covers/',
    headers: { ...headers, host: hostOf(w.subdomain), 'content-type': body.contentType },
    payload: body.payload,
  });
  if (res.statusCode !== 201) throw new Error(`cover upload: ${res.statusCode} ${res.body}`);
  const cover = (res.json() as { key: string }).key;
  const pdf = multipart(`${w.marker}.pdf`, 'application/pdf', tinyPdf());
  const file = await app.inject({
    method: 'POST',
    url: '/api/articles/attachments/',
    headers: { ...headers, host: hostOf(w.subdomain), 'content-type': pdf.contentType },
    payload: pdf.payload,
  });
  if (file.statusCode !== 201) throw new Error(`attachment: ${file.statusCode} ${file.body}`);
  const attachment = file.json() as { key: string; name: string };
  const slug = `${w.marker.toLowerCase()}-article`;
  const published = await buildArticle(db, w.schoolId, w.member, {
    title: `${w.marker} article`,
    slug,
    content: `<p>${w.marker} article text</p>`,
    coverKey: cover,
    attachmentKey: attachment.key,
    attachmentName: attachment.name,
  });
  const pending = await buildArticle(db, w.schoolId, w.other, {
    title: `${w.marker} pending article`,
    slug: `${w.marker.toLowerCase()}-pending`,
    content: `<p>${w.marker} pending text</p>`,
    state: 2,
    announcedAt: null,
  });
  return {
    article: published.id,
    articleSlug: slug,
    articlePending: pending.id,
    articleCover: cover,
  };
}
