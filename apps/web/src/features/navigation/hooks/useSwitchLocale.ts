import type { Locale } from '@alumni/domain';
import { switchLocalePath } from '@alumni/domain';
import { useNavigate } from 'react-router';
import { writeLocaleCookie } from '../../../i18n/localeCookie.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';

/** Changes the route locale and remembers the choice in the locale cookie (spec 2 §2 Language). */
export function useSwitchLocale(): (locale: Locale) => void {
  const navigate = useNavigate();
  const { fullPath } = useRouteLocale();
  return (locale) => {
    writeLocaleCookie(locale);
    navigate(switchLocalePath(fullPath, locale));
  };
}
