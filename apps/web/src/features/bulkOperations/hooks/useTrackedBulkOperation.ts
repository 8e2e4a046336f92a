import { type BulkOperationSummary, isBulkOperationFinished } from '@alumni/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { bulkOperationsKey, fetchBulkOperations } from '../api.ts';

/** A finished operation is shown again after a reload for this long (milliseconds). */
const RECENT_MS = 10 * 60_000;
/** Where the last operation the admin hid is remembered, so that a reload does not bring it back. */
const DISMISSED_KEY = 'alumni.bulk-operation.dismissed';

/**
 * Where this tab keeps the operation its admin started, so that a reload follows that one and
 * not another admin's started since (the school's most recent).
 */
const STARTED_KEY = 'alumni.bulk-operation.started';

const readStored = (storage: () => Storage, key: string) => {
  try {
    return Number(storage().getItem(key)) || null;
  } catch {
    return null;
  }
};
const readDismissed = () => readStored(() => window.localStorage, DISMISSED_KEY);
const readStarted = () => readStored(() => window.sessionStorage, STARTED_KEY);

/** Still running, or finished a few minutes ago: what a reload shows again. */
const isCurrent = (op: BulkOperationSummary, now: number) =>
  !isBulkOperationFinished(op.status) ||
  (op.finished_at !== null && now - Date.parse(op.finished_at) < RECENT_MS);

/**
 * The operation the progress panel follows: the one the admin just started, or, after a
 * reload, the one this tab started if it is still pending or running or finished in the last
 * ten minutes, else the school's most recent such one, found again from the list (issue 34
 * item 1 "a progress bar that survives a page reload"). `dismiss` hides it, also after a
 * reload; `enabled` is false for anyone but the school's admins. Returns its id (null: none)
 * and the setters.
 */
export function useTrackedBulkOperation(enabled: boolean) {
  const [started, setStarted] = useState<number | null>(null);
  const [startedBefore] = useState<number | null>(readStarted);
  const [dismissed, setDismissed] = useState<number | null>(readDismissed);
  const list = useQuery({
    queryKey: bulkOperationsKey,
    queryFn: ({ signal }) => fetchBulkOperations(signal),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
  const now = Date.now();
  const current = list.data?.results.filter((op) => isCurrent(op, now)) ?? [];
  const mine = current.find((op) => op.id === startedBefore);
  const id = started ?? mine?.id ?? current[0]?.id ?? null;
  return {
    id: id === dismissed ? null : id,
    track: (next: number) => {
      setStarted(next);
      try {
        window.sessionStorage.setItem(STARTED_KEY, String(next));
      } catch {
        // Without storage a reload follows the school's most recent operation.
      }
    },
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
