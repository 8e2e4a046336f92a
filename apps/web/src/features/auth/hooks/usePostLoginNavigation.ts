import type { PostLoginStep } from '@alumni/domain';
import { localizePath, postLoginDestination } from '@alumni/domain';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useRouteLocale } from '../../navigation/hooks/useRouteLocale.ts';
import { useSchool } from '../../school/hooks/useSchool.ts';
import { currentUserKey, deleteSession, fetchCurrentUser } from '../api.ts';

/**
 * After a successful sign-in: loads the user and goes where post-login routing says (spec 2 §2
 * Post-login routing). Pending surveys come with the surveys feature; until then none.
 */
export function usePostLoginNavigation(): () => Promise<void> {
  const { t } = useTranslation();
  const school = useSchool();
  const { locale } = useRouteLocale();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();

  const pathOf = (step: Exclude<PostLoginStep, { kind: 'logout' }>): string => {
    switch (step.kind) {
      case 'redirect':
        return step.to;
      case 'survey':
        return localizePath(`/survey/${step.id}`, locale);
      case 'survey-dispatch':
        return localizePath('/survey/d/dispatch', locale);
      case 'dashboard':
        return localizePath('/dashboard', locale);
    }
  };

  return async () => {
    const user = await queryClient.fetchQuery({
      queryKey: currentUserKey,
      queryFn: ({ signal }) => fetchCurrentUser(signal),
      staleTime: 0,
    });
    if (!user) return;
    const step = postLoginDestination({
      redirect: searchParams.get('redirect'),
      user,
      school,
      pendingSurveys: [],
      forcedDispatch: false,
    });
    if (step.kind !== 'logout') {
      navigate(pathOf(step), { replace: true });
      return;
    }
    if (step.warnAwaitingValidation) {
      notifications.show({
        color: 'yellow',
        autoClose: false,
        message: t('login_awaiting_validation'),
        closeButtonProps: { 'aria-label': t('close') },
      });
    }
    await deleteSession().catch(() => undefined);
    queryClient.setQueryData(currentUserKey, null);
  };
}
