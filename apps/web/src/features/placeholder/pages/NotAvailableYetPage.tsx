import { layoutForPath } from '@alumni/domain';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { isPageHandle } from '../../../app/routeHandle.ts';
import { NotAvailableYet } from '../../../ui/NotAvailableYet.tsx';

/** Any route whose feature arrives in a later issue: its title and 'not available yet'. */
export default function NotAvailableYetPage() {
  const { t } = useTranslation();
  const handle = useMatches()
    .map((match) => match.handle)
    .findLast(isPageHandle);
  const inCard = handle ? layoutForPath(handle.pattern) === 'auth' : false;
  return <NotAvailableYet title={t(handle?.titleKey ?? 'page_title_page')} inCard={inCard} />;
}
