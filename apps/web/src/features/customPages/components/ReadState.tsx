import { loginPath } from '@alumni/domain';
import { Container } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { isApiError } from '../../../api/ApiError.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { ErrorPage } from '../../errors/index.ts';

/**
 * What a custom page shows while its query is not answered with the page: a loader; the login
 * page (back here after) for a 401, a member-only page read signed out; the error page for
 * 403 and 404 (unknown, switched off, or not the reader's); a retry otherwise.
 */
export function ReadState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const { locale, fullPath } = useRouteLocale();
  if (query.isSuccess) return children(query.data);
  if (query.isPending) return <PageLoader />;
  const status = isApiError(query.error) ? query.error.status : undefined;
  if (status === 401) return <Navigate to={loginPath(fullPath, locale)} replace />;
  if (status === 403) return <ErrorPage status={403} message={t('error_forbidden')} />;
  if (status === 404) return <ErrorPage status={404} message={t('error_not_found')} />;
  return (
    <Container size="md" py="xl">
      <LoadError onRetry={() => void query.refetch()} />
    </Container>
  );
}
