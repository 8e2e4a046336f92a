import type { Me, Profile } from '@alumni/domain';
import { personalDataSchema, SUMMARY_MAX } from '@alumni/domain';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPencil } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { currentUserKey, patchMe } from '../../../shared/viewer/api.ts';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { formErrorsOf, schemaRules } from '../../../ui/form/schemaRules.ts';
import { focusFirstError, showApiError } from '../../../ui/form/showApiError.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { ProfileSection } from './ProfileSection.tsx';

/**
 * The profile's summary (spec 1 §3 User "summary (max 1000)"): the owner edits it with the
 * personal data (`PATCH /api/users/me/`, the other fields sent as they are).
 */
export function SummarySection({
  profile,
  me,
  onChanged,
}: {
  profile: Profile;
  /** The signed-in user when this is their own profile. */
  me: Me | null;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  // The summary is saved with the rest of the personal data, sent as it is.
  const form = useForm({
    initialValues: { summary: profile.summary ?? '' },
    ...schemaRules(
      locale,
      personalDataSchema({ today: new Date() }),
      (values: { summary: string }) => ({
        civility: me?.civility,
        first_name: me?.first_name,
        last_name: me?.last_name,
        birth_name: me?.birth_name ?? '',
        date_birth: me?.date_birth?.slice(0, 10) ?? null,
        city: me?.city ?? '',
        country: me?.country ?? '',
        phone: me?.phone ?? '',
        summary: values.summary,
      }),
    ),
  });
  const save = useMutation({ mutationFn: patchMe });

  const submit = form.onSubmit(
    (input) =>
      save.mutate(input, {
        onSuccess: (updated) => {
          queryClient.setQueryData(currentUserKey, updated);
          notifySuccess(t('profile_summary_saved'));
          setEditing(false);
          onChanged();
        },
        onError: (error) => showApiError(form, error),
      }),
    (errors, _values, event) => focusFirstError(form, errors, event),
  );

  return (
    <ProfileSection
      id="profile-summary-heading"
      title={t('profile_summary_heading')}
      action={
        me &&
        !editing && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPencil aria-hidden="true" size={16} />}
            onClick={() => {
              form.setValues({ summary: profile.summary ?? '' });
              setEditing(true);
            }}
          >
            {t('profile_summary_edit')}
          </Button>
        )
      }
    >
      {editing ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <FormErrorAlert errors={formErrorsOf(form)} />
            <Textarea
              label={t('field_summary')}
              name="summary"
              description={t('form_characters', {
                count: form.values.summary.length,
                max: SUMMARY_MAX,
              })}
              autosize
              minRows={4}
              maxRows={12}
              maxLength={SUMMARY_MAX}
              {...form.getInputProps('summary')}
              data-autofocus
              autoFocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setEditing(false)}>
                {t('form_cancel')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t('form_save')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : profile.summary ? (
        <Text style={{ whiteSpace: 'pre-line' }}>{profile.summary}</Text>
      ) : (
        <Text c="dimmed">{t('profile_summary_none')}</Text>
      )}
    </ProfileSection>
  );
}
