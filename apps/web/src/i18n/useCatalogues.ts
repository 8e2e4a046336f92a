import type { Locale } from '@alumni/domain';
import { useCallback, useEffect, useState } from 'react';
import type { Namespace } from './catalogues.ts';
import { cataloguesLoaded, ensureCatalogues } from './i18n.ts';

export type CataloguesState = 'loading' | 'ready' | 'failed';

/**
 * Whether the catalogues of `namespaces` are there in `locale`, downloading them when not:
 * 'ready' at once (no extra render) when a route's `lazy` or an earlier page loaded them,
 * 'failed' when a download failed (`retry` tries again). `namespaces` is compared by value.
 */
export function useCatalogues(
  locale: Locale,
  namespaces: readonly Namespace[],
): { state: CataloguesState; retry: () => void } {
  const key = `${locale}:${namespaces.join(',')}`;
  const [result, setResult] = useState<{ key: string; state: CataloguesState; attempt: number }>({
    key,
    state: 'loading',
    attempt: 0,
  });
  const loaded = cataloguesLoaded(locale, namespaces);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for locale and namespaces.
  useEffect(() => {
    if (loaded) return;
    let current = true;
    ensureCatalogues(locale, namespaces).then(
      () => current && setResult((r) => ({ ...r, key, state: 'ready' })),
      () => current && setResult((r) => ({ ...r, key, state: 'failed' })),
    );
    return () => {
      current = false;
    };
  }, [key, loaded, result.attempt]);
  const retry = useCallback(
    () => setResult((r) => ({ key: r.key, state: 'loading', attempt: r.attempt + 1 })),
    [],
  );
  if (loaded) return { state: 'ready', retry };
  return { state: result.key === key ? result.state : 'loading', retry };
}
