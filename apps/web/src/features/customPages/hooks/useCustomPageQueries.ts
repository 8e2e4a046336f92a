import { useQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../../api/retry.ts';
import {
  customPageKey,
  customPageListKey,
  customSubpageKey,
  fetchCustomPage,
  fetchCustomPages,
  fetchCustomSubpage,
} from '../api.ts';

/** The pages the viewer may read (`/page`). */
export function useCustomPages() {
  return useQuery({
    queryKey: customPageListKey(),
    queryFn: ({ signal }) => fetchCustomPages(signal),
    retry: retryUnlessClientError,
  });
}

/** A page by its slug, with its sub-pages' titles (`/page/{slug}`). */
export function useCustomPage(slug: string) {
  return useQuery({
    queryKey: customPageKey(slug),
    queryFn: ({ signal }) => fetchCustomPage(slug, signal),
    retry: retryUnlessClientError,
  });
}

/** A sub-page of the page of `slug` (`/page/{slug}/{id}`). */
export function useCustomSubpage(slug: string, id: number) {
  return useQuery({
    queryKey: customSubpageKey(slug, id),
    queryFn: ({ signal }) => fetchCustomSubpage(slug, id, signal),
    retry: retryUnlessClientError,
    enabled: Number.isInteger(id) && id > 0,
  });
}
