import type { UserSchoolSettings } from '@alumni/domain';
import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { formErrorsOf } from '../../../ui/form/schemaRules.ts';
import { MentoringFields } from '../../mentorship/index.ts';
import { useUserSettingsForm } from '../hooks/useUserSettingsForm.ts';

/**
 * Settings → Mentorship, the member's part (spec 1 §2 Settings tabs "mentorship"; spec 1 §3
 * "is_mentor, looking_for_mentor, mentoring types (mentor and mentee), max_mentee"): the
 * mentoring fields of the user settings form, saved with the rest of it unchanged.
 */
export function MentoringSettingsForm({ settings }: { settings: UserSchoolSettings }) {
  const { t } = useTranslation();
  const { form, submit, saving } = useUserSettingsForm(settings);
  return (
    <form onSubmit={submit} noValidate data-testid="mentoring-settings-form">
      <Stack gap="sm">
        <FormErrorAlert errors={formErrorsOf(form)} />
        <MentoringFields form={form} />
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {t('form_save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
