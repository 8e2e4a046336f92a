import { layoutForPath } from '@alumni/domain';
import { useTranslation } from 'react-i18next';
import { isPageHandle, routeHandleOf } from '../../../app/routeHandle.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { NotAvailableYet } from '../../../ui/NotAvailableYet.tsx';

/** Any route whose feature arrives in a later issue: its title and 'not available yet'. */
export default function NotAvailableYetPage() {
  const { t } = useTranslation();
  const handle = routeHandleOf(useRouteLocale().path);
  const inCard = isPageHandle(handle) ? layoutForPath(handle.pattern) === 'auth' : false;
  return <NotAvailableYet title={t(handle.titleKey)} inCard={inCard} />;
}
