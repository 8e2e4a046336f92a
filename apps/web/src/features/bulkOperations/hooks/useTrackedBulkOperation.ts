import { type BulkOperationSummary, isBulkOperationFinished } from '@alumni/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { bulkOperationsKey, fetchBulkOperations } from '../api.ts';

/** A finished operation is shown again after a reload for this long (milliseconds). */
const RECENT_MS = 10 * 60_000;
/** Where the last operation the admin hid is remembered, so that a reload does not bring it back. */
const DISMISSED_KEY = 'alumni.bulk-operation.dismissed';

const readDismissed = () => {
  try {
    return Number(window.localStorage.getItem(DISMISSED_KEY)) || null;
  } catch {
    return null;
  }
};

/** Still running, or finished a few minutes ago: what a reload shows again. */
const isCurrent = (op: BulkOperationSummary, now: number) =>
  !isBulkOperationFinished(op.status) ||
  (op.finished_at !== null && now - Date.parse(op.finished_at) < RECENT_MS);

/**
 * The operation the progress panel follows: the one the admin just started, or, after a
 * reload, the school's most recent one still pending or running, or finished in the last ten
 * minutes, found again from the list (issue 34 item 1 "a progress bar that survives a page
 * reload"). `dismiss` hides it, also after a reload; `enabled` is false for anyone but the
 * school's admins. Returns its id (null: none) and the setters.
 */
export function useTrackedBulkOperation(enabled: boolean) {
  const [started, setStarted] = useState<number | null>(null);
  const [dismissed, setDismissed] = useState<number | null>(readDismissed);
  const list = useQuery({
    queryKey: bulkOperationsKey,
    queryFn: ({ signal }) => fetchBulkOperations(signal),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
  const now = Date.now();
  const recent = list.data?.results.find((op) => isCurrent(op, now));
  const id = started ?? recent?.id ?? null;
  return {
    id: id === dismissed ? null : id,
    track: (next: number) => setStarted(next),
    dismiss: () => {
      setDismissed(id);
      try {
        window.localStorage.setItem(DISMISSED_KEY, String(id));
      } catch {
        // Private browsing without storage: hidden until the next reload only.
      }
    },
  };
}
