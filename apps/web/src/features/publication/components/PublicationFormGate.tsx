import { localizePath } from '@alumni/domain';
import { Container, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { isApiError } from '../../../api/ApiError.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { ErrorPage } from '../../errors/index.ts';

/** A positive id read from the address (`/…/edit/{id}`); null for anything else. */
export function formItemId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/**
 * Who reaches a publishing form (spec 1 §4, spec 2 §6): on the edit address without an id,
 * the new-item address (`newPath`); a malformed id, 404; a viewer who may not write in the
 * area (`canWrite`), 403; while the item loads, a loader; the API's 404 or 403 as that page,
 * another error with a retry; an item the viewer may not edit (`can_edit`), 403 with
 * `forbidden`. Otherwise the form page: the `heading` (h1, id `headingId`, which the form
 * names itself by), the required fields' `hint`, and `children` with the item to edit, or null
 * for a new one (the form). `query` is the page's read of the item by `formItemId(rawId)`
 * (disabled when not editing).
 */
export function PublicationFormGate<Item extends { can_edit: boolean }>({
  editing,
  rawId,
  newPath,
  canWrite,
  query,
  forbidden,
  heading,
  headingId,
  hint,
  children,
}: {
  /** Whether the address is the edit one. */
  editing: boolean;
  /** The address's id parameter, as it is. */
  rawId: string | undefined;
  /** The new-item address, unlocalised. */
  newPath: string;
  canWrite: boolean;
  query: UseQueryResult<Item>;
  /** The 403 page's message for an item the viewer may not edit. */
  forbidden: string;
  /** The page's title: "Edit …" for an item, "New …" for null. */
  heading: (item: Item | null) => string;
  headingId: string;
  hint: string;
  children: (item: Item | null) => ReactNode;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  if (editing && rawId === undefined)
    return <Navigate to={localizePath(newPath, locale)} replace />;
  if (editing && formItemId(rawId) === null) {
    return <ErrorPage status={404} message={t('error_not_found')} />;
  }
  if (!canWrite) return <ErrorPage status={403} message={t('error_forbidden')} />;
  if (editing && query.isPending) return <PageLoader />;
  if (editing && query.isError) {
    const status = isApiError(query.error) ? query.error.status : undefined;
    if (status === 404 || status === 403) {
      return (
        <ErrorPage
          status={status}
          message={t(status === 404 ? 'error_not_found' : 'error_forbidden')}
        />
      );
    }
    return (
      <Container size="md" py="xl">
        <LoadError onRetry={() => void query.refetch()} />
      </Container>
    );
  }
  const item = editing ? (query.data ?? null) : null;
  if (item && !item.can_edit) return <ErrorPage status={403} message={forbidden} />;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} id={headingId}>
            {heading(item)}
          </Title>
          <Text size="sm">{hint}</Text>
        </Stack>
        {children(item)}
      </Stack>
    </Container>
  );
}
