import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { ErrorPage } from '../components/ErrorPage.tsx';
import { ErrorPageBoundary } from '../components/ErrorPageBoundary.tsx';

/** An unknown route (spec 2 §2): 404 'This page could not be found', in the route's language. */
export default function NotFoundPage() {
  const { locale } = useRouteLocale();
  const { t } = useTranslation(undefined, { lng: locale });
  return (
    <ErrorPageBoundary>
      <ErrorPage status={404} message={t('error_not_found')} />
    </ErrorPageBoundary>
  );
}
