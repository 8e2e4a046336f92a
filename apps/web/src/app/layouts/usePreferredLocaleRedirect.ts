import { localeFromId, preferredLocaleRedirect } from '@alumni/domain';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readLocaleCookie } from '../../i18n/localeCookie.ts';
import { useSchool } from '../../shared/school/useSchool.ts';

/**
 * On mount, sends the visitor to the school's preferred locale, or the one their cookie holds
 * (spec 1 §2 "Layouts redirect to the school's preferred locale on mount"). Returns true
 * while that redirect is under way, so the layout shows nothing in the wrong language.
 */
export function usePreferredLocaleRedirect(): boolean {
  const school = useSchool();
  const location = useLocation();
  const navigate = useNavigate();
  const [target, setTarget] = useState(() =>
    preferredLocaleRedirect(`${location.pathname}${location.search}${location.hash}`, {
      schoolLocale: localeFromId(school.preferred_locale),
      cookieLocale: readLocaleCookie(),
    }),
  );
  useEffect(() => {
    if (target === null) return;
    navigate(target, { replace: true });
    setTarget(null);
  }, [target, navigate]);
  return target !== null;
}
