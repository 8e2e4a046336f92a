import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useLatestSearchParams } from '../../../shared/useLatestSearchParams.ts';

/** `current` with `name` set to `value` (removed when empty), back on the first page. */
function withParam(current: URLSearchParams, name: string, value: string | null) {
  const next = new URLSearchParams(current);
  next.delete('page');
  if (value) next.set(name, value);
  else next.delete(name);
  return next;
}

/**
 * The list's filters kept in the address (`?name=value`), so a filtered list can be linked
 * to and survives a reload: `set` writes one (null or '' removes it) and goes back to the
 * first page.
 */
export function useAddressParams() {
  const [searchParams, update] = useLatestSearchParams();
  const set = (name: string, value: string | null) =>
    update((current) => withParam(current, name, value), { replace: true });
  return { searchParams, setSearchParams: update, set };
}

/** A text filter of the address (`?name=`), typed in `value` and written there once typing pauses. */
export function useAddressText(name: string) {
  const [searchParams, update] = useLatestSearchParams();
  const [value, setValue] = useState(searchParams.get(name) ?? '');
  const [debounced] = useDebouncedValue(value, 300);
  const trimmed = debounced.trim();
  useEffect(() => {
    if ((searchParams.get(name) ?? '') === trimmed) return;
    update((current) => withParam(current, name, trimmed), { replace: true });
  }, [name, trimmed, searchParams, update]);
  return { value, setValue };
}
