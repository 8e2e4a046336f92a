import type { UserSchoolSettings } from '@alumni/domain';
import { UserSchoolSettingsUpdateSchema } from '@alumni/domain';
import { Button, Checkbox, Group, NumberInput, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { fieldError, formErrorsOf, schemaRules } from '../../../ui/form/schemaRules.ts';
import { focusFirstError, showApiError } from '../../../ui/form/showApiError.ts';
import { showNotification } from '../../../ui/notify.ts';
import type { SectionCardContent } from '../../../ui/SectionCard.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { useStaticOptions } from '../../staticLists/index.ts';
import { patchUserSettings, userSettingsKey } from '../api.ts';
import { MENTORING_TYPES } from '../choices.ts';

type Values = Omit<UserSchoolSettings, 'school_badges'>;
type BooleanField = {
  [K in keyof Values]: Values[K] extends boolean ? K : never;
}[keyof Values];

const MAX_MENTEE_LIMIT = 50;

function SettingsGroup({ id, title, children }: SectionCardContent) {
  return (
    <SectionCard id={id} title={title} order={2} component="fieldset">
      <Stack gap="sm">{children}</Stack>
    </SectionCard>
  );
}

/**
 * Every user school setting (spec 1 §3 User school settings), grouped: job summary (its
 * contract type filter offers the school's contract_type list, the job ads' own), visibility,
 * e-mails, community, mentoring; saved with `PATCH /api/users/me/settings/`.
 */
export function NotificationsForm({ settings }: { settings: UserSchoolSettings }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const queryClient = useQueryClient();
  const { school_badges: _badges, ...initial } = settings;
  const form = useForm({
    initialValues: initial,
    ...schemaRules(locale, UserSchoolSettingsUpdateSchema),
  });
  const save = useMutation({ mutationFn: patchUserSettings });
  const cap = school.mentorship_settings.max_mentees_per_mentor ?? MAX_MENTEE_LIMIT;
  const contracts = useStaticOptions('contract_type');

  const toggle = (field: BooleanField) => (
    <Switch
      key={field}
      name={field}
      label={t(`notifications_field_${field}`)}
      {...form.getInputProps(field, { type: 'checkbox' })}
    />
  );

  const submit = form.onSubmit(
    (values) => {
      // A contract type the school has since deleted would filter out every ad: dropped.
      const offered = new Set(contracts.options.map((option) => option.ext_id));
      const chosen = values.weekly_job_contract_types;
      const input =
        contracts.options.length === 0 || !chosen
          ? values
          : { ...values, weekly_job_contract_types: chosen.filter((code) => offered.has(code)) };
      save.mutate(input, {
        onSuccess: (updated) => {
          queryClient.setQueryData(userSettingsKey, updated);
          showNotification({ color: 'green', message: t('notifications_saved') });
        },
        onError: (error) => showApiError(form, error),
      });
    },
    (errors, _values, event) => focusFirstError(form, errors, event),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormErrorAlert errors={formErrorsOf(form)} />
        <SettingsGroup id="notif-jobs" title={t('notifications_group_jobs')}>
          {toggle('weekly_job_summary')}
          <Checkbox.Group
            label={t('notifications_contract_types')}
            description={t('notifications_contract_types_hint')}
            {...form.getInputProps('weekly_job_contract_types')}
          >
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="xs" mt="xs">
              {contracts.choices.map((choice) => (
                <Checkbox
                  key={choice.value}
                  value={choice.value}
                  label={choice.label}
                  disabled={!form.values.weekly_job_summary}
                />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        </SettingsGroup>
        <SettingsGroup id="notif-visibility" title={t('notifications_group_visibility')}>
          {toggle('open_to_opportunities')}
          {toggle('visible_to_recruiters')}
        </SettingsGroup>
        <SettingsGroup id="notif-emails" title={t('notifications_group_emails')}>
          {toggle('newsletter')}
          {toggle('platform_information_emails')}
        </SettingsGroup>
        <SettingsGroup id="notif-community" title={t('notifications_group_community')}>
          {toggle('experience_sharing')}
          {toggle('ambassador')}
          {toggle('jury')}
          {toggle('mass_chat_reception')}
          {toggle('interest_group_invitations')}
          {toggle('temporary_lecturer')}
        </SettingsGroup>
        <SettingsGroup id="notif-mentoring" title={t('notifications_group_mentoring')}>
          {toggle('is_mentor')}
          <Checkbox.Group
            label={t('notifications_mentoring_types_mentor')}
            {...form.getInputProps('mentoring_types_mentor')}
          >
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="xs" mt="xs">
              {MENTORING_TYPES.map((type) => (
                <Checkbox
                  key={type}
                  value={type}
                  label={t(`choice_mentoring_${type}`)}
                  disabled={!form.values.is_mentor}
                />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <NumberInput
            label={t('notifications_max_mentee')}
            min={0}
            max={cap}
            clampBehavior="strict"
            allowDecimal={false}
            allowNegative={false}
            disabled={!form.values.is_mentor}
            value={form.values.max_mentee}
            onChange={(value) =>
              form.setFieldValue('max_mentee', typeof value === 'number' ? value : 0)
            }
            error={fieldError(form, 'max_mentee')}
            maw={240}
          />
          {toggle('looking_for_mentor')}
          <Checkbox.Group
            label={t('notifications_mentoring_types_mentee')}
            {...form.getInputProps('mentoring_types_mentee')}
          >
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="xs" mt="xs">
              {MENTORING_TYPES.map((type) => (
                <Checkbox
                  key={type}
                  value={type}
                  label={t(`choice_mentoring_${type}`)}
                  disabled={!form.values.looking_for_mentor}
                />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        </SettingsGroup>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('form_save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
