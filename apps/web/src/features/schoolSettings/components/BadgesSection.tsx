import {
  BADGE_DESCRIPTION_MAX,
  BADGE_TITLE_MAX,
  type BadgeAdmin,
  type BadgeValues,
  badgeSchema,
  badgeText,
} from '@alumni/domain';
import {
  Button,
  Fieldset,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { schoolDetailsKey } from '../../../shared/school/api.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { formErrorsOf, schemaRules } from '../../../ui/form/schemaRules.ts';
import { focusFirstError, showApiError } from '../../../ui/form/showApiError.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import {
  badgesKey,
  createBadge,
  deleteBadge,
  fetchBadges,
  updateBadge,
} from '../../badges/index.ts';
import { RowActions } from './RowActions.tsx';

/** The form's values: every text as typed (the domain's badgeSchema trims and checks them). */
type Values = {
  icon: string;
  title: { fr: string; en: string };
  description: { fr: string; en: string };
};

const EMPTY: Values = { icon: '', title: { fr: '', en: '' }, description: { fr: '', en: '' } };

/**
 * School settings → badges (issue 31 item 8; spec 1 §2 Settings "badges", §3 Badge "emoji
 * icon, title and description per language", §5 "badge icon must be an emoji and title is
 * required per language"): the school's badges with how many members hold each, added,
 * changed, and deleted after a question that says how many members lose it. Admins give them
 * from a member's profile or the admin list. Each change fetches the school's details again:
 * profiles, the directory and its filter read the badges there.
 */
export function BadgesSection() {
  const { t } = useTranslation();
  const school = useSchool();
  const badges = useQuery({
    queryKey: badgesKey(school.id),
    queryFn: ({ signal }) => fetchBadges(school.id, signal),
  });
  return (
    <Stack gap="lg" maw={820}>
      <Text size="sm">{t('schoolsettings_badges_intro')}</Text>
      <AddBadgeForm />
      {badges.isPending ? (
        <PageLoader />
      ) : badges.isError ? (
        <LoadError onRetry={() => void badges.refetch()} />
      ) : (
        <>
          <Text role="status" aria-live="polite" size="sm" fw={600} data-testid="badge-count">
            {t('schoolsettings_badges_count', { count: badges.data.length })}
          </Text>
          {badges.data.length > 0 && (
            <Table.ScrollContainer minWidth={340}>
              <Table striped verticalSpacing="xs" data-testid="badge-list">
                <Table.Caption>{t('schoolsettings_badges_caption')}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('schoolsettings_badges_col_badge')}</Table.Th>
                    <Table.Th scope="col" ta="right" visibleFrom="sm">
                      {t('schoolsettings_badges_col_members')}
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('schoolsettings_badges_col_actions')}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {badges.data.map((badge) => (
                    <BadgeRow key={badge.id} badge={badge} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      )}
    </Stack>
  );
}

/** What every change refreshes: the list and the school's details. */
function useBadgesChanged() {
  const queryClient = useQueryClient();
  const school = useSchool();
  return () => {
    void queryClient.invalidateQueries({ queryKey: badgesKey(school.id) });
    void queryClient.invalidateQueries({ queryKey: schoolDetailsKey(school.subdomain) });
  };
}

/** The badge form's values and rules, shared by adding and changing. */
function useBadgeForm(initialValues: Values) {
  const { locale } = useRouteLocale();
  const rules = schemaRules<Values, BadgeValues>(locale, badgeSchema, (v) => v, 'path');
  const form = useForm<Values>({ initialValues, validate: rules.validate });
  return { form, toBody: rules.transformValues };
}

type BadgeForm = ReturnType<typeof useBadgeForm>['form'];

/** The fields of a badge: its emoji, then title and description in French and English. */
function BadgeFields({
  form,
  idPrefix,
  autoFocus = false,
}: {
  form: BadgeForm;
  idPrefix: string;
  /** Focus the emoji when the form opens in place of a row. */
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <FormErrorAlert errors={formErrorsOf(form)} />
      <TextInput
        id={`${idPrefix}-icon`}
        label={t('schoolsettings_badges_icon')}
        description={t('schoolsettings_badges_icon_help')}
        withAsterisk
        styles={{ wrapper: { maxWidth: '12rem' } }}
        autoComplete="off"
        data-autofocus={autoFocus || undefined}
        autoFocus={autoFocus}
        {...form.getInputProps('icon')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          id={`${idPrefix}-title-fr`}
          label={t('schoolsettings_badges_title_fr')}
          maxLength={BADGE_TITLE_MAX}
          {...form.getInputProps('title.fr')}
          error={form.errors['title.fr'] ?? form.errors.title}
        />
        <TextInput
          id={`${idPrefix}-title-en`}
          label={t('schoolsettings_badges_title_en')}
          maxLength={BADGE_TITLE_MAX}
          {...form.getInputProps('title.en')}
        />
        <Textarea
          id={`${idPrefix}-description-fr`}
          label={t('schoolsettings_badges_description_fr')}
          maxLength={BADGE_DESCRIPTION_MAX}
          autosize
          minRows={2}
          {...form.getInputProps('description.fr')}
        />
        <Textarea
          id={`${idPrefix}-description-en`}
          label={t('schoolsettings_badges_description_en')}
          maxLength={BADGE_DESCRIPTION_MAX}
          autosize
          minRows={2}
          {...form.getInputProps('description.en')}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('schoolsettings_badges_title_help')}
      </Text>
    </Stack>
  );
}

function AddBadgeForm() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const { form, toBody } = useBadgeForm(EMPTY);
  const changed = useBadgesChanged();
  const add = useMutation({
    mutationFn: (values: Values) => createBadge(school.id, toBody(values)),
    onSuccess: (badge) => {
      form.reset();
      changed();
      notifySuccess(t('schoolsettings_badges_added', { name: badgeText(badge.title, locale) }));
    },
    onError: (error) => showApiError(form, error),
  });
  return (
    <form
      noValidate
      data-testid="badge-add-form"
      onSubmit={form.onSubmit(
        (values) => add.mutate(values),
        (errors, _values, event) => focusFirstError(form, errors, event),
      )}
    >
      <Fieldset legend={t('schoolsettings_badges_new')}>
        <Stack gap="sm">
          <BadgeFields form={form} idPrefix="badge-new" />
          <Group justify="flex-end">
            <Button type="submit" loading={add.isPending}>
              {t('schoolsettings_badges_add')}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}

function BadgeRow({ badge }: { badge: BadgeAdmin }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const [editing, setEditing] = useState(false);
  const changed = useBadgesChanged();
  const name = badgeText(badge.title, locale);
  const description = badgeText(badge.description, locale);
  return (
    <Table.Tr data-testid="badge-row">
      {editing ? (
        <Table.Td colSpan={3}>
          <EditBadgeForm badge={badge} onDone={() => setEditing(false)} />
        </Table.Td>
      ) : (
        <>
          <Table.Th scope="row" fw={400}>
            <Group gap={8} wrap="nowrap" align="flex-start">
              <Text span fz="xl" lh={1.2} aria-hidden="true">
                {badge.icon}
              </Text>
              <Stack gap={2}>
                <Text fw={600} size="sm">
                  {name}
                </Text>
                {description && (
                  <Text size="sm" c="dimmed">
                    {description}
                  </Text>
                )}
                {/* On a phone, the members' column is left out: its count shows here. */}
                <Text size="sm" hiddenFrom="sm">
                  {t('schoolsettings_badges_holders', { count: badge.user_count })}
                </Text>
              </Stack>
            </Group>
          </Table.Th>
          <Table.Td ta="right" visibleFrom="sm">
            {badge.user_count}
          </Table.Td>
          <Table.Td>
            <RowActions
              editLabel={t('schoolsettings_badges_edit')}
              editName={t('schoolsettings_badges_edit_named', { name })}
              deleteName={t('schoolsettings_badges_delete_named', { name })}
              deleteTitle={t('schoolsettings_badges_delete_title', { name })}
              deleteMessage={t('schoolsettings_badges_delete_message', { count: badge.user_count })}
              onEdit={() => setEditing(true)}
              remove={() => deleteBadge(school.id, badge.id)}
              removed={t('schoolsettings_badges_deleted', { name })}
              onRemoved={changed}
            />
          </Table.Td>
        </>
      )}
    </Table.Tr>
  );
}

function EditBadgeForm({ badge, onDone }: { badge: BadgeAdmin; onDone: () => void }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const { form, toBody } = useBadgeForm({
    icon: badge.icon,
    title: { ...badge.title },
    description: { ...badge.description },
  });
  const changed = useBadgesChanged();
  const name = badgeText(badge.title, locale);
  const save = useMutation({
    mutationFn: (values: Values) => updateBadge(school.id, badge.id, toBody(values)),
    onSuccess: (saved) => {
      changed();
      notifySuccess(t('schoolsettings_badges_saved', { name: badgeText(saved.title, locale) }));
      onDone();
    },
    onError: (error) => showApiError(form, error),
  });
  return (
    <form
      noValidate
      data-testid="badge-edit-form"
      onSubmit={form.onSubmit(
        (values) => save.mutate(values),
        (errors, _values, event) => focusFirstError(form, errors, event),
      )}
    >
      <Fieldset legend={t('schoolsettings_badges_edit_legend', { name })}>
        <Stack gap="sm">
          <BadgeFields form={form} idPrefix={`badge-${badge.id}`} autoFocus />
          <Group justify="flex-end" gap="xs">
            <Button type="button" variant="default" onClick={onDone}>
              {t('form_cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('schoolsettings_info_save')}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}
