import { localizePath } from '@alumni/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { deleteSession } from '../api.ts';
import { resetUserState } from '../userState.ts';

/**
 * Signs out (spec 1 §4, spec 2 §7 logout): `DELETE /api/auth/logout/`, the user state reset,
 * then home. Used by the `/logout` page, where the menu entry leads: that page is open to
 * everyone, so no members-only page is on screen to send the now anonymous visitor to the
 * login page. A failed call still forgets the user locally.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { locale } = useRouteLocale();
  const running = useRef(false);
  return useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      await deleteSession().catch(() => undefined);
      resetUserState(queryClient);
      await navigate(localizePath('/', locale), { replace: true });
    } finally {
      running.current = false;
    }
  }, [queryClient, navigate, locale]);
}
