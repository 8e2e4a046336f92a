import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/ApiError.ts';
import { isChunkLoadError, reloadAfterChunkError } from '../../../app/chunkReload.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { ErrorPage } from './ErrorPage.tsx';
import { useRouteFailure } from './RouteErrorBoundary.tsx';

/**
 * A route failed to load or render (spec 2 §8 Routing errors): a missing chunk reloads the
 * page (at most once a minute); otherwise the error page shows an API error's status and 500
 * 'Unknown middleware' for anything unexplained (unknown routes have their own 404 page).
 */
export function RouteError() {
  const { locale } = useRouteLocale();
  const { t } = useTranslation(undefined, { lng: locale });
  const error = useRouteFailure();
  if (isChunkLoadError(error)) {
    if (reloadAfterChunkError()) return <PageLoader fullScreen />;
    console.error(error);
    return <ErrorPage status={500} message={t('error_base_message')} />;
  }
  console.error(error);
  if (isApiError(error) && error.status) {
    return (
      <ErrorPage
        status={error.status}
        message={error.status === 404 ? t('error_not_found') : t('error_base_message')}
      />
    );
  }
  return <ErrorPage status={500} message={t('error_unknown_middleware')} />;
}
