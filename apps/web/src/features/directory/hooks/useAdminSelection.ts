import { useState } from 'react';
import type { BulkSelection } from '../../bulkOperations/index.ts';
import { adminListFilters, type DirectoryParams, directoryApiQuery } from '../directoryParams.ts';

/**
 * The admin list's selection for the bulk actions (issue 34 item 1): members ticked one by one,
 * or "all N matching the filters". It belongs to one set of filters: changing them clears it.
 */
export function useAdminSelection(params: DirectoryParams, count: number | null) {
  const filtersKey = directoryApiQuery(params, { withType: true });
  const [state, setState] = useState<{ key: string; ids: Set<number>; all: boolean }>({
    key: filtersKey,
    ids: new Set(),
    all: false,
  });
  const current =
    state.key === filtersKey ? state : { key: filtersKey, ids: new Set<number>(), all: false };
  const selection: BulkSelection | null = current.all
    ? { kind: 'filters', filters: adminListFilters(params), count: count ?? 0 }
    : current.ids.size
      ? { kind: 'ids', ids: [...current.ids] }
      : null;
  return {
    selected: current.all ? ('all' as const) : current.ids,
    selection,
    count: current.all ? (count ?? 0) : current.ids.size,
    select(ids: number[], on: boolean) {
      const next = new Set(current.ids);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      setState({ key: filtersKey, ids: next, all: false });
    },
    selectAll: () => setState({ key: filtersKey, ids: new Set(), all: true }),
    clear: () => setState({ key: filtersKey, ids: new Set(), all: false }),
  };
}
