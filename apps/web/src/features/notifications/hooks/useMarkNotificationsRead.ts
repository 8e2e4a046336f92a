import type { NotificationsPage } from '@alumni/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyError } from '../../../api/notifyError.tsx';
import {
  latestNotificationsKey,
  markNotificationsRead,
  notificationsKey,
  unreadNotificationsKey,
} from '../api.ts';

/**
 * Marks notifications read (`ids`, or all when undefined): the list shows them read at once,
 * the bell takes the count the server answers.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[] | undefined) => markNotificationsRead(ids),
    onMutate: (ids) => {
      queryClient.setQueryData<NotificationsPage>(latestNotificationsKey, (page) =>
        page
          ? {
              ...page,
              results: page.results.map((n) =>
                ids === undefined || ids.includes(n.id) ? { ...n, read: true } : n,
              ),
            }
          : page,
      );
    },
    onSuccess: ({ unread }) => queryClient.setQueryData(unreadNotificationsKey, unread),
    onError: (error) => notifyError(error),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
