import { useTranslation } from 'react-i18next';
import { ErrorPage } from '../components/ErrorPage.tsx';
import { ErrorPageBoundary } from '../components/ErrorPageBoundary.tsx';

/** An unknown route (spec 2 §2): 404 'This page could not be found'. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ErrorPageBoundary>
      <ErrorPage status={404} message={t('error_not_found')} />
    </ErrorPageBoundary>
  );
}
