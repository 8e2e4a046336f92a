import { localizePath } from '@alumni/domain';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useRouteLocale } from './useRouteLocale.ts';

/**
 * An item's page reached by an old slug (articles, events: the API answers 301 with the
 * current slug, which fetch follows): once `item` arrives under another slug than `slug`,
 * caches it under `key(current)` and replaces the address with `path(current)`, localized.
 */
export function useCurrentSlug(
  item: { slug: string } | undefined,
  slug: string,
  opts: { path: (slug: string) => string; key: (slug: string) => QueryKey },
): void {
  const { locale } = useRouteLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { path, key } = opts;
  useEffect(() => {
    if (!item || item.slug === slug) return;
    queryClient.setQueryData(key(item.slug), item);
    void navigate(localizePath(path(item.slug), locale), { replace: true });
  }, [item, slug, locale, navigate, queryClient, path, key]);
}
