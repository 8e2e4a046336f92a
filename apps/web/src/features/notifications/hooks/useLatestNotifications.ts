import { useQuery, useQueryClient } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../../api/retry.ts';
import {
  BELL_PAGE_SIZE,
  fetchNotifications,
  latestNotificationsKey,
  unreadNotificationsKey,
} from '../api.ts';

/** The latest notifications, read while the bell's menu is open (the bell's count follows). */
export function useLatestNotifications(enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: latestNotificationsKey,
    queryFn: async ({ signal }) => {
      const page = await fetchNotifications(BELL_PAGE_SIZE, signal);
      queryClient.setQueryData(unreadNotificationsKey, page.unread);
      return page;
    },
    enabled,
    staleTime: 0,
    retry: retryUnlessClientError,
  });
}
