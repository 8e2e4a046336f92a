import { isBulkOperationFinished } from '@alumni/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchMassMail, massMailKey } from '../api.ts';

/** How often a mass mail's report is fetched while mails are still on their way, in ms. */
const REPORT_POLL_MS = 2000;

/** One mass mail and its report, fetched again while it runs or mails wait in the queue. */
export function useMassMail(id: number | null) {
  return useQuery({
    queryKey: massMailKey(id ?? 0),
    queryFn: ({ signal }) => fetchMassMail(id ?? 0, signal),
    enabled: id !== null,
    refetchInterval: (query) => {
      const mail = query.state.data;
      if (!mail) return REPORT_POLL_MS;
      return isBulkOperationFinished(mail.status) && mail.counts.queued === 0
        ? false
        : REPORT_POLL_MS;
    },
  });
}
