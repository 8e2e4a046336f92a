import type { Me } from '@alumni/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { currentUserKey } from '../../../shared/viewer/api.ts';
import { pingSession } from '../api.ts';
import { resetUserState } from '../userState.ts';

/**
 * The authentication check on each new page (spec 1 §4, spec 2 §7): a ping when a user is
 * held, otherwise the current-user call again; any failure resets the user state, so a
 * session that ended elsewhere (logout in another tab, password change) shows at once. The
 * first page needs none: the current-user query is loading already.
 */
export function useAuthCheck(): void {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const firstPage = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new page, by design.
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    const user = queryClient.getQueryData<Me | null>(currentUserKey);
    if (user === undefined) return;
    if (user === null) {
      void queryClient.invalidateQueries({ queryKey: currentUserKey });
      return;
    }
    const controller = new AbortController();
    pingSession(controller.signal).then(
      ({ id }) => {
        if (id !== user.id) void queryClient.invalidateQueries({ queryKey: currentUserKey });
      },
      () => {
        if (!controller.signal.aborted) resetUserState(queryClient);
      },
    );
    return () => controller.abort();
  }, [pathname]);
}
