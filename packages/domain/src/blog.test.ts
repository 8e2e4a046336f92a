import { describe, expect, it } from 'vitest';
import {
  articleReviewSchema,
  articleSchema,
  passesArticleFilters,
  SLUG_PATTERN,
  slugify,
  uniqueSlug,
} from './blog.ts';
import { BLOG_SLUG_MAX, BLOG_TITLE_MAX } from './limits.ts';

const valid = {
  title: 'Rentrée 2026',
  content: '<p>Hello</p>',
  languages: ['fr'],
  category: 'news',
  cover: 'articles/1/1/abc.webp',
  publish_at: '2026-09-01T08:00:00Z',
};

describe('slugs (spec 1 §5 Blog: letters, digits, hyphens, max 100)', () => {
  it('proposes a slug from the title', () => {
    expect(slugify('Rentrée 2026 : l’École ouvre !')).toBe('rentree-2026-l-ecole-ouvre');
    expect(slugify('Œuvre & cœur')).toBe('oeuvre-coeur');
    expect(slugify('!!!')).toBe('article');
    const long = slugify('a '.repeat(200));
    expect(long.length).toBeLessThanOrEqual(BLOG_SLUG_MAX);
    expect(long).toMatch(SLUG_PATTERN);
  });

  it('makes a slug unique with a number', () => {
    expect(uniqueSlug('news', new Set())).toBe('news');
    expect(uniqueSlug('news', new Set(['news', 'news-2']))).toBe('news-3');
    const base = 'a'.repeat(BLOG_SLUG_MAX);
    expect(uniqueSlug(base, new Set([base])).length).toBe(BLOG_SLUG_MAX);
  });
});

describe('article body (spec 1 §5 Blog)', () => {
  it('accepts a complete article and fills the defaults', () => {
    const parsed = articleSchema().parse(valid);
    expect(parsed).toMatchObject({ draft: false, robots_index: true, filter_roles: [] });
    expect(parsed.publish_at).toBeInstanceOf(Date);
  });

  it('limits the title to 100 and the slug to 100 letters, digits and hyphens', () => {
    const schema = articleSchema();
    expect(schema.safeParse({ ...valid, title: 'x'.repeat(BLOG_TITLE_MAX + 1) }).success).toBe(
      false,
    );
    expect(schema.safeParse({ ...valid, slug: 'a'.repeat(BLOG_SLUG_MAX + 1) }).success).toBe(false);
    expect(schema.safeParse({ ...valid, slug: 'with space' }).success).toBe(false);
    expect(schema.safeParse({ ...valid, slug: 'accentué' }).success).toBe(false);
    expect(schema.safeParse({ ...valid, slug: 'ok-slug-2' }).success).toBe(true);
  });

  it('needs a language, a category, a cover, and a date unless a draft', () => {
    const schema = articleSchema();
    expect(schema.safeParse({ ...valid, languages: [] }).success).toBe(false);
    expect(schema.safeParse({ ...valid, languages: ['fr', 'fr'] }).success).toBe(false);
    expect(schema.safeParse({ ...valid, languages: ['de'] }).success).toBe(false);
    // Any option of the school's list; the server checks that the school's list holds it.
    expect(schema.safeParse({ ...valid, category: 'gossip' }).success).toBe(true);
    expect(schema.safeParse({ ...valid, category: 'Not a code!' }).success).toBe(false);
    expect(schema.safeParse({ ...valid, category: '' }).success).toBe(false);
    expect(schema.safeParse({ ...valid, cover: '' }).success).toBe(false);
    expect(schema.safeParse({ ...valid, publish_at: null }).success).toBe(false);
    expect(schema.safeParse({ ...valid, publish_at: null, draft: true }).success).toBe(true);
    expect(schema.safeParse({ ...valid, filter_roles: [9] }).success).toBe(false);
  });

  it('requires a reason to refuse', () => {
    expect(articleReviewSchema().safeParse({ decision: 'refuse' }).success).toBe(false);
    expect(articleReviewSchema().safeParse({ decision: 'refuse', reason: 'No' }).success).toBe(
      true,
    );
    expect(articleReviewSchema().safeParse({ decision: 'validate' }).success).toBe(true);
  });
});

describe('restriction filters (spec 1 §3 "restriction filters (degrees, roles)")', () => {
  const member = [{ role: 4, degreeId: 10 }];
  it('lets anyone read an article without filters', () => {
    expect(passesArticleFilters({ degrees: [], roles: [] }, [])).toBe(true);
  });
  it('needs one of the degrees and one of the roles', () => {
    expect(passesArticleFilters({ degrees: [10], roles: [] }, member)).toBe(true);
    expect(passesArticleFilters({ degrees: [11], roles: [] }, member)).toBe(false);
    expect(passesArticleFilters({ degrees: [], roles: [4, 5] }, member)).toBe(true);
    expect(passesArticleFilters({ degrees: [], roles: [3] }, member)).toBe(false);
    expect(passesArticleFilters({ degrees: [10], roles: [3] }, member)).toBe(false);
  });
});
