import { useQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../../api/retry.ts';
import { fetchNotifications, unreadNotificationsKey } from '../api.ts';

/** How often the bell reads its count while the page stays open. */
export const UNREAD_REFRESH_MS = 60_000;

/**
 * The number of unread notifications on the bell: read with a one-item page, again when the
 * window gets the focus back and every minute.
 */
export function useUnreadNotifications(): number {
  const query = useQuery({
    queryKey: unreadNotificationsKey,
    queryFn: async ({ signal }) => (await fetchNotifications(1, signal)).unread,
    refetchInterval: UNREAD_REFRESH_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
    retry: retryUnlessClientError,
  });
  return Math.max(0, query.data ?? 0);
}
