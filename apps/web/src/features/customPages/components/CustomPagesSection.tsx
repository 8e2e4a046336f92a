import type { CustomPageSummary } from '@alumni/domain';
import { CUSTOM_PAGES_MAX } from '@alumni/domain';
import { ActionIcon, Anchor, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { notifyError } from '../../../api/notifyError.tsx';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { LoadError } from '../../../ui/LoadError.tsx';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { customPagesAdminKey, deleteCustomPage, fetchCustomPagesAdmin } from '../api.ts';
import { customPagePath, shownTitle } from '../customPagesRules.ts';
import { useCustomPagesChanged } from '../hooks/useCustomPagesChanged.ts';
import { CustomPageEditor } from './CustomPageEditor.tsx';

const NAVBAR_KEYS = {
  on: 'custompages_navbar_on',
  off: 'custompages_navbar_off',
  none: 'custompages_navbar_none',
} as const;

/**
 * School settings → features and pages → custom pages (issue 31 item 6; spec 1 §2 Settings
 * "features and pages"): the school's pages with who reads them, where they stand in the menu
 * and their sub-pages; added, edited (`?page=` holds the page open, `new` for a new one) and
 * deleted with their sub-pages and menu entry after a question.
 */
export function CustomPagesSection() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const changed = useCustomPagesChanged();
  const [params, setParams] = useSearchParams();
  const [deleting, setDeleting] = useState<CustomPageSummary | null>(null);
  const pages = useQuery({
    queryKey: customPagesAdminKey(school.id),
    queryFn: ({ signal }) => fetchCustomPagesAdmin(school.id, signal),
  });
  const remove = useMutation({
    mutationFn: (page: CustomPageSummary) => deleteCustomPage(school.id, page.id),
    onSuccess: async () => {
      setDeleting(null);
      await changed();
      notifySuccess(t('custompages_deleted'));
    },
    onError: (error) => void notifyError(error),
  });
  const open = (page: number | 'new' | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (page === null) next.delete('page');
      else next.set('page', String(page));
      return next;
    });
  const asked = params.get('page');
  if (asked === 'new' || (asked && /^[1-9][0-9]{0,9}$/.test(asked))) {
    return (
      <CustomPageEditor
        key={asked}
        pageId={asked === 'new' ? null : Number(asked)}
        onOpen={(id) => open(id)}
        onClose={() => open(null)}
      />
    );
  }
  const nameOf = (page: CustomPageSummary) =>
    shownTitle(page.title, locale, t('custompages_untitled')).text;
  return (
    <Stack gap="lg" maw={880}>
      <Text size="sm">{t('custompages_admin_intro')}</Text>
      <Group>
        <Button
          leftSection={<IconPlus aria-hidden="true" size={16} />}
          disabled={(pages.data?.length ?? 0) >= CUSTOM_PAGES_MAX}
          onClick={() => open('new')}
        >
          {t('custompages_admin_add')}
        </Button>
      </Group>
      {pages.isPending ? (
        <PageLoader />
      ) : pages.isError ? (
        <LoadError onRetry={() => void pages.refetch()} />
      ) : (
        <>
          <Text role="status" aria-live="polite" size="sm" fw={600}>
            {t('custompages_admin_count', { count: pages.data.length })}
          </Text>
          {pages.data.length > 0 && (
            <Table.ScrollContainer minWidth={560}>
              <Table verticalSpacing="sm" data-testid="custom-pages-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('custompages_col_page')}</Table.Th>
                    <Table.Th scope="col">{t('custompages_col_visibility')}</Table.Th>
                    <Table.Th scope="col">{t('custompages_col_menu')}</Table.Th>
                    <Table.Th scope="col">{t('custompages_col_subpages')}</Table.Th>
                    <Table.Th scope="col">{t('custompages_col_actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {pages.data.map((page) => (
                    <Table.Tr key={page.id}>
                      <Table.Td>
                        <Stack gap={0}>
                          <Text fw={600}>{nameOf(page)}</Text>
                          <Anchor component={Link} to={customPagePath(locale, page.slug)} size="sm">
                            /page/{page.slug}
                          </Anchor>
                        </Stack>
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light" color="gray">
                          {t(
                            page.visibility === 'public'
                              ? 'custompages_public'
                              : 'custompages_members_only',
                          )}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{t(NAVBAR_KEYS[page.navbar])}</Table.Td>
                      <Table.Td>{page.subpage_count}</Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap" justify="flex-end">
                          <ActionIcon
                            variant="default"
                            size="lg"
                            aria-label={t('custompages_edit', { name: nameOf(page) })}
                            onClick={() => open(page.id)}
                          >
                            <IconPencil aria-hidden="true" size={16} />
                          </ActionIcon>
                          <ActionIcon
                            variant="default"
                            size="lg"
                            aria-label={t('custompages_delete', { name: nameOf(page) })}
                            onClick={() => setDeleting(page)}
                          >
                            <IconTrash aria-hidden="true" size={16} />
                          </ActionIcon>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('custompages_delete_title')}
        message={t('custompages_delete_message', {
          name: deleting ? nameOf(deleting) : '',
          count: deleting?.subpage_count ?? 0,
        })}
        confirmLabel={t('custompages_delete_confirm')}
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
