import type { UserSchoolSettings } from '@alumni/domain';
import { Button, Checkbox, Group, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { formErrorsOf } from '../../../ui/form/schemaRules.ts';
import type { SectionCardContent } from '../../../ui/SectionCard.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import type { UserSettingsValues } from '../../mentorship/index.ts';
import { MentoringFields } from '../../mentorship/index.ts';
import { useUserSettingsForm } from '../hooks/useUserSettingsForm.ts';

type BooleanField = {
  [K in keyof UserSettingsValues]: UserSettingsValues[K] extends boolean ? K : never;
}[keyof UserSettingsValues];

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
 * e-mails, community, mentoring (the mentorship feature's fields, also on the settings'
 * Mentorship tab); saved with `PATCH /api/users/me/settings/` (useUserSettingsForm).
 */
export function NotificationsForm({ settings }: { settings: UserSchoolSettings }) {
  const { t } = useTranslation();
  const { form, submit, saving, contracts } = useUserSettingsForm(settings);

  const toggle = (field: BooleanField) => (
    <Switch
      key={field}
      name={field}
      label={t(`notifications_field_${field}`)}
      {...form.getInputProps(field, { type: 'checkbox' })}
    />
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
          <MentoringFields form={form} />
        </SettingsGroup>
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {t('form_save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
