import type { Me, PostLoginRouteStep } from '@alumni/domain';
import { localizePath, postLoginDestination } from '@alumni/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { continueAfterTerms } from '../../../shared/viewer/termsContinuation.ts';
import { showNotification } from '../../../ui/notify.ts';
import { deleteSession } from '../api.ts';
import { resetUserState, setSignedInUser } from '../userState.ts';

/**
 * After a session opened (sign-in, activation): goes where post-login routing says (spec 2 §2
 * Post-login routing). Pending surveys come with the surveys feature; until then none. A user
 * without an active role here is signed out again, with a persistent warning. A member who
 * must accept the school's new terms stays where they are, signed in, under the acceptance
 * dialog (app/RootRoute.tsx, features/terms), which then goes where the routing was going.
 */
export function usePostLoginNavigation(): (user: Me) => Promise<void> {
  const { t } = useTranslation();
  const school = useSchool();
  const { locale } = useRouteLocale();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();

  let erasureDue = false;
  const pathOf = (step: Exclude<PostLoginRouteStep, { kind: 'logout' }>): string => {
    switch (step.kind) {
      case 'redirect':
        return step.to;
      case 'survey':
        return localizePath(`/survey/${step.id}`, locale);
      case 'survey-dispatch':
        return localizePath('/survey/d/dispatch', locale);
      case 'dashboard':
        // An erasure waiting for its date: its notice and cancel first (issue 34 item 6).
        return localizePath(erasureDue ? '/settings?tab=personal' : '/dashboard', locale);
    }
  };

  return async (user) => {
    erasureDue = user.erasure_due_at !== null;
    const step = postLoginDestination({
      redirect: searchParams.get('redirect'),
      user,
      school,
      pendingSurveys: [],
      forcedDispatch: false,
      termsAcceptanceDue: user.terms_acceptance_due !== null,
    });
    if (step.kind === 'accept-terms') {
      continueAfterTerms(pathOf(step.next));
      setSignedInUser(queryClient, user);
      return;
    }
    if (step.kind !== 'logout') {
      setSignedInUser(queryClient, user);
      await navigate(pathOf(step), { replace: true });
      return;
    }
    showNotification({
      id: 'post-login-warning',
      color: 'yellow',
      autoClose: false,
      withBorder: true,
      message: t(
        step.warnAwaitingValidation ? 'login_awaiting_validation' : 'login_no_active_role',
      ),
      closeButtonProps: { 'aria-label': t('close') },
    });
    await deleteSession().catch(() => undefined);
    resetUserState(queryClient);
  };
}
