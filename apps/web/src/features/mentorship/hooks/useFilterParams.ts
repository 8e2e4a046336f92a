import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
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
 * The search's filters kept in the address (`?name=value`), so a search can be linked to and
 * survives a reload: `set` writes one (null or '' removes it) and goes back to page 1;
 * `clear` removes every name given.
 */
export function useFilterParams() {
  const [searchParams, update] = useLatestSearchParams();
  const set = (name: string, value: string | null) =>
    update((current) => withParam(current, name, value), { replace: true });
  const clear = (names: readonly string[]) =>
    update((current) => names.reduce((next, name) => withParam(next, name, null), current), {
      replace: true,
    });
  return { searchParams, set, clear };
}

/**
 * A typed filter of the address (`?name=`): what is typed is in `value`, written to the
 * address once typing pauses; a change of the address from elsewhere (Back, "clear filters")
 * comes back into the box.
 */
export function useFilterText(name: string) {
  const [searchParams, update] = useLatestSearchParams();
  const inAddress = searchParams.get(name) ?? '';
  const [value, setValue] = useState(inAddress);
  const [debounced] = useDebouncedValue(value, 300);
  // What the address last held or was given from here: a different value came from elsewhere.
  const pushed = useRef(inAddress);
  useEffect(() => {
    if (inAddress === pushed.current) return;
    pushed.current = inAddress;
    setValue(inAddress);
  }, [inAddress]);
  useEffect(() => {
    const text = debounced.trim();
    if (text === pushed.current) return;
    pushed.current = text;
    update((current) => withParam(current, name, text), { replace: true });
  }, [debounced, name, update]);
  return { value, setValue };
}
