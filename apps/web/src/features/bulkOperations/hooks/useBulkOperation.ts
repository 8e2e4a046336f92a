import { BULK_POLL_INTERVAL_MS, isBulkOperationFinished } from '@alumni/domain';
import { useQuery } from '@tanstack/react-query';
import { bulkOperationKey, fetchBulkOperation } from '../api.ts';

/** One operation, fetched again every second while it is pending or running. */
export function useBulkOperation(id: number | null) {
  return useQuery({
    queryKey: bulkOperationKey(id ?? 0),
    queryFn: ({ signal }) => fetchBulkOperation(id ?? 0, signal),
    enabled: id !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && isBulkOperationFinished(status) ? false : BULK_POLL_INTERVAL_MS;
    },
  });
}
