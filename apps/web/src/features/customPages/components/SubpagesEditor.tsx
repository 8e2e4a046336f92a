import type { CustomPageAdmin, CustomSubpageAdmin } from '@alumni/domain';
import { CUSTOM_SUBPAGES_MAX } from '@alumni/domain';
import { ActionIcon, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { deleteCustomSubpage } from '../api.ts';
import { shownTitle } from '../customPagesRules.ts';
import { useCustomPagesChanged } from '../hooks/useCustomPagesChanged.ts';
import { SubpageForm } from './SubpageForm.tsx';

/**
 * The sub-pages of a saved page (spec 1 §2 `/page/{slug}/{id}`): listed in their order, each
 * changed or deleted (after a question), one added after the others (20 at most).
 */
export function SubpagesEditor({ page }: { page: CustomPageAdmin }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const changed = useCustomPagesChanged();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CustomSubpageAdmin | null>(null);
  const remove = useMutation({
    mutationFn: (subpage: CustomSubpageAdmin) =>
      deleteCustomSubpage(school.id, page.id, subpage.id),
    onSuccess: async () => {
      setDeleting(null);
      await changed();
      notifySuccess(t('custompages_subpage_deleted'));
    },
    onError: (error) => void notifyError(error),
  });
  const nameOf = (subpage: CustomSubpageAdmin) =>
    shownTitle(subpage.title, locale, t('custompages_untitled')).text;
  return (
    <Stack gap="sm" component="section" aria-labelledby="custom-subpages-heading">
      <Title order={3} id="custom-subpages-heading">
        {t('custompages_subpages_title')}
      </Title>
      <Text size="sm">{t('custompages_subpages_intro')}</Text>
      {page.subpages.length === 0 && <Text c="dimmed">{t('custompages_subpages_empty')}</Text>}
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {page.subpages.map((subpage) =>
          editing === subpage.id ? (
            <li key={subpage.id}>
              <SubpageForm pageId={page.id} subpage={subpage} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <Paper component="li" key={subpage.id} withBorder p="xs" data-testid="custom-subpage">
              <Group justify="space-between" wrap="nowrap">
                <Text fw={500}>{nameOf(subpage)}</Text>
                <Group gap="xs" wrap="nowrap">
                  <ActionIcon
                    variant="default"
                    size="lg"
                    aria-label={t('custompages_edit', { name: nameOf(subpage) })}
                    onClick={() => setEditing(subpage.id)}
                  >
                    <IconPencil aria-hidden="true" size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    size="lg"
                    aria-label={t('custompages_delete', { name: nameOf(subpage) })}
                    onClick={() => setDeleting(subpage)}
                  >
                    <IconTrash aria-hidden="true" size={16} />
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          ),
        )}
      </Stack>
      {editing === 'new' ? (
        <SubpageForm pageId={page.id} subpage={null} onDone={() => setEditing(null)} />
      ) : (
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlus aria-hidden="true" size={16} />}
            disabled={page.subpages.length >= CUSTOM_SUBPAGES_MAX}
            onClick={() => setEditing('new')}
          >
            {t('custompages_subpage_add')}
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('custompages_subpage_delete_title')}
        message={t('custompages_subpage_delete_message', {
          name: deleting ? nameOf(deleting) : '',
        })}
        confirmLabel={t('custompages_delete_confirm')}
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
