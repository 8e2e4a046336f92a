import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isApiError } from '../../../api/ApiError.ts';
import { isChunkLoadError, reloadAfterChunkError } from '../../../app/chunkReload.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { useRouteLocale } from '../../navigation/hooks/useRouteLocale.ts';
import { ErrorPage } from './ErrorPage.tsx';

/**
 * A route failed to load or render (spec 2 §8 Routing errors): a missing chunk reloads the
 * page (at most once a minute); otherwise the error page shows the error's status, 404 for an
 * unknown route and 500 'Unknown middleware' for anything unexplained.
 */
export function RouteError() {
  const { locale } = useRouteLocale();
  const { t } = useTranslation(undefined, { lng: locale });
  const error = useRouteError();
  if (isChunkLoadError(error)) {
    if (reloadAfterChunkError()) return <PageLoader fullScreen />;
    console.error(error);
    return <ErrorPage status={500} message={t('error_base_message')} />;
  }
  console.error(error);
  if (isRouteErrorResponse(error)) {
    const message =
      error.status === 404
        ? t('error_not_found')
        : typeof error.data === 'string' && error.data
          ? error.data
          : error.statusText || t('error_base_message');
    return <ErrorPage status={error.status} message={message} />;
  }
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
