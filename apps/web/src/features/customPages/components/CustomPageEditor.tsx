import { Anchor, Button, Divider, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { retryUnlessClientError } from '../../../api/retry.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { customPageAdminKey, fetchCustomPageAdmin } from '../api.ts';
import { customPagePath, shownTitle } from '../customPagesRules.ts';
import { CustomPageForm } from './CustomPageForm.tsx';
import { SubpagesEditor } from './SubpagesEditor.tsx';

/**
 * A page's editor in School settings: a new page's form, or a saved page's form (read from the
 * API) with its sub-pages; `onOpen` opens the page just created, `onClose` goes back to the list.
 */
export function CustomPageEditor({
  pageId,
  onOpen,
  onClose,
}: {
  /** null: a new page. */
  pageId: number | null;
  onOpen: (pageId: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const query = useQuery({
    queryKey: customPageAdminKey(school.id, pageId ?? 0),
    queryFn: ({ signal }) => fetchCustomPageAdmin(school.id, pageId ?? 0, signal),
    enabled: pageId !== null,
    retry: retryUnlessClientError,
  });
  const back = (
    <Group>
      <Button
        variant="subtle"
        leftSection={<IconArrowLeft aria-hidden="true" size={16} />}
        onClick={onClose}
      >
        {t('custompages_close')}
      </Button>
    </Group>
  );
  if (pageId === null) {
    return (
      <Stack gap="md">
        {back}
        <Title order={3}>{t('custompages_form_new')}</Title>
        <CustomPageForm page={null} onSaved={(saved) => onOpen(saved.id)} />
      </Stack>
    );
  }
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  const page = query.data;
  const name = shownTitle(page.title, locale, page.slug).text;
  return (
    <Stack gap="md">
      {back}
      <Group justify="space-between" align="baseline">
        <Title order={3}>{t('custompages_form_edit', { name })}</Title>
        <Anchor component={Link} to={customPagePath(locale, page.slug)}>
          {t('custompages_view', { name })}
        </Anchor>
      </Group>
      <CustomPageForm key={page.id} page={page} onSaved={() => undefined} />
      <Divider />
      <SubpagesEditor page={page} />
    </Stack>
  );
}
