import {
  type Locale,
  type StaticListScope,
  type StaticOption,
  staticOptionText,
} from '@alumni/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { retryUnlessClientError } from '../../../api/retry.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { fetchStaticLists, staticListsKey } from '../api.ts';

/** A list's options as a form or a page uses them, in the page's language. */
export interface StaticOptions {
  /** The options in their order (empty while loading or when the lists cannot be read). */
  options: StaticOption[];
  /** `[{value: code, label}]` for a Select, in the list's order. */
  choices: { value: string; label: string }[];
  /** The text of the option of `code`, in the page's language (else the other's); the code itself when the list has no such option. */
  labelOf: (code: string) => string;
  isPending: boolean;
}

/**
 * A list's options (`options`, in their order; none while absent) as a form or a page uses
 * them, texts in `locale` (the other language's when that one is empty). For a page that got
 * the list with its content (a job ad's update link); the others call useStaticOptions.
 */
export function toStaticOptions(
  options: readonly StaticOption[] | undefined,
  locale: Locale,
  isPending = false,
): StaticOptions {
  const list = options ? [...options] : [];
  const labels = new Map(list.map((o) => [o.ext_id, staticOptionText(o, locale)]));
  const labelOf = (code: string) => labels.get(code) ?? code;
  return {
    options: list,
    choices: list.map((o) => ({ value: o.ext_id, label: labelOf(o.ext_id) })),
    labelOf,
    isPending,
  };
}

/**
 * The school's list `scope` (issue 31 item 3: an article's categories…), read once per page
 * load and shared by every component that names its options; texts in the page's language,
 * the other language's when that one is empty (domain staticOptionText).
 */
export function useStaticOptions(scope: StaticListScope): StaticOptions {
  const { locale } = useRouteLocale();
  const lists = useQuery({
    queryKey: staticListsKey,
    queryFn: ({ signal }) => fetchStaticLists(signal),
    staleTime: 5 * 60_000,
    retry: retryUnlessClientError,
  });
  const options = lists.data?.[scope];
  const labels = useMemo(
    () => new Map((options ?? []).map((o) => [o.ext_id, staticOptionText(o, locale)])),
    [options, locale],
  );
  const labelOf = useCallback((code: string) => labels.get(code) ?? code, [labels]);
  return useMemo(
    () => ({
      options: options ?? [],
      choices: (options ?? []).map((o) => ({ value: o.ext_id, label: labelOf(o.ext_id) })),
      labelOf,
      isPending: lists.isPending,
    }),
    [options, labelOf, lists.isPending],
  );
}
