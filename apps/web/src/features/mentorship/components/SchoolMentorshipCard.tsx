import type { MentorshipSettings } from '@alumni/domain';
import { isFeatureOn, MENTORSHIP_CAP_MAX, MentorshipSettingsSchema } from '@alumni/domain';
import { Anchor, Button, Group, NumberInput, Stack, Switch, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../../shared/locale/useLocalizedPath.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { schoolDetailsKey } from '../../../shared/school/api.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { fieldError, formErrorsOf, schemaRules } from '../../../ui/form/schemaRules.ts';
import { focusFirstError, showApiError } from '../../../ui/form/showApiError.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { mentorshipKey, mentorshipSettingsKey, putMentorshipSettings } from '../api.ts';
import { useMentorshipChange } from '../hooks/useMentorshipChange.ts';
import { useMentorshipSettings } from '../hooks/useMentorshipSettings.ts';

// The rich-text editor (tiptap) loads only when an admin opens this card.
const PresentationText = lazy(() => import('./MentorshipPresentationEditor.tsx'));

interface Values {
  /** '' while the field is empty: no cap. */
  max_mentees_per_mentor: number | string;
  validate_mentorship: boolean;
}

const toInput = (values: Values) => ({
  ...values,
  max_mentees_per_mentor:
    values.max_mentees_per_mentor === '' ? null : Number(values.max_mentees_per_mentor),
});

/** The cap and validation form, from what is saved. */
function SettingsForm({ saved }: { saved: MentorshipSettings }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: {
      max_mentees_per_mentor: saved.max_mentees_per_mentor ?? '',
      validate_mentorship: saved.validate_mentorship,
    } as Values,
    ...schemaRules(locale, MentorshipSettingsSchema, toInput),
  });
  const save = useMentorshipChange(putMentorshipSettings);
  const submit = form.onSubmit(
    (values) =>
      save.mutate(values, {
        onSuccess: (updated) => {
          queryClient.setQueryData(mentorshipSettingsKey, updated);
          // The school's details carry the cap (the members' max_mentee field).
          void queryClient.invalidateQueries({ queryKey: schoolDetailsKey(school.subdomain) });
          void queryClient.invalidateQueries({ queryKey: mentorshipKey });
          notifySuccess(t('mentorship_school_saved'));
        },
        onError: (error) => showApiError(form, error),
      }),
    (errors, _values, event) => focusFirstError(form, errors, event),
  );
  return (
    <form onSubmit={submit} noValidate data-testid="school-mentorship-form">
      <Stack gap="sm">
        <FormErrorAlert errors={formErrorsOf(form)} />
        <NumberInput
          label={t('mentorship_school_cap')}
          description={t('mentorship_school_cap_hint', { max: MENTORSHIP_CAP_MAX })}
          min={1}
          max={MENTORSHIP_CAP_MAX}
          allowDecimal={false}
          allowNegative={false}
          maw={320}
          {...form.getInputProps('max_mentees_per_mentor')}
          error={fieldError(form, 'max_mentees_per_mentor')}
        />
        <Switch
          label={t('mentorship_school_validate')}
          description={t('mentorship_school_validate_hint')}
          {...form.getInputProps('validate_mentorship', { type: 'checkbox' })}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('form_save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Settings → Mentorship, "School mentorship" for school admins (issue 33 item 1: enabled, cap
 * of mentees per mentor, presentation text): the cap and whether a validator lets each request
 * through (`/api/school-settings/mentorship/`), the presentation shown on `/mentorship` and the
 * about page (the school pages' `mentorship` text), and where the feature is switched on.
 */
export function SchoolMentorshipCard() {
  const { t } = useTranslation();
  const school = useSchool();
  const localized = useLocalizedPath();
  const settings = useMentorshipSettings();
  const enabled = isFeatureOn(school.features, 'mentorship');
  return (
    <SectionCard
      id="settings-school-mentorship-heading"
      title={t('mentorship_school_heading')}
      order={2}
      titleSize="h3"
      p={{ base: 'md', sm: 'xl' }}
    >
      <Stack gap="lg">
        <Text size="sm" data-testid="school-mentorship-feature">
          {t(enabled ? 'mentorship_school_feature_on' : 'mentorship_school_feature_off')}{' '}
          <Anchor component={Link} to={localized('/settings/school?section=features')} inherit>
            {t('mentorship_school_feature_link')}
          </Anchor>
          .
        </Text>
        {settings.isPending ? (
          <PageLoader />
        ) : settings.isError ? (
          <LoadError inline onRetry={() => void settings.refetch()} />
        ) : (
          <SettingsForm saved={settings.data} />
        )}
        <Stack gap="xs">
          <Title order={3} size="h4">
            {t('mentorship_school_presentation')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('mentorship_school_presentation_hint')}
          </Text>
          <Suspense fallback={<PageLoader />}>
            <PresentationText />
          </Suspense>
        </Stack>
      </Stack>
    </SectionCard>
  );
}
