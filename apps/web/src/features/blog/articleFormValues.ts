import type { Article, Locale, PostImage } from '@alumni/domain';
import { toLocalInput } from './blogRules.ts';

/** The article form's values (ArticleForm), as Mantine form keeps them. */
export interface ArticleValues {
  title: string;
  slug: string;
  /** Mirrors the editor, so that typing clears the field's error. */
  content: string;
  languages: string[];
  category: string;
  cover: PostImage | null;
  /** The uploaded document (PDF or Word) and its name, or none. */
  attachment: { key: string; name: string } | null;
  publish_at: string;
  meta_title: string;
  meta_description: string;
  robots_index: boolean;
  robots_follow: boolean;
  filter_degrees: string[];
  filter_roles: string[];
  /** The author's id as text (Blog validators and admins may name another member). */
  author: string;
}

/** The form's first values: the article's, or an empty article in `locale` by `writerId`. */
export function valuesOf(
  article: Article | null,
  locale: Locale,
  writerId: number | null = null,
): ArticleValues {
  return {
    title: article?.title ?? '',
    slug: article?.slug ?? '',
    content: article?.content ?? '',
    languages: article?.languages ?? [locale],
    category: article?.category ?? '',
    cover: article?.cover ?? null,
    attachment: article?.attachment
      ? { key: article.attachment.key, name: article.attachment.name }
      : null,
    publish_at: toLocalInput(article ? article.publish_at : new Date().toISOString()),
    meta_title: article?.meta_title ?? '',
    meta_description: article?.meta_description ?? '',
    robots_index: article?.robots_index ?? true,
    robots_follow: article?.robots_follow ?? true,
    filter_degrees: (article?.filter_degrees ?? []).map(String),
    filter_roles: (article?.filter_roles ?? []).map(String),
    author: String(article?.author.id ?? writerId ?? ''),
  };
}
