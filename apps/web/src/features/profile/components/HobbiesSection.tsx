import type { Hobby, Profile } from '@alumni/domain';
import { hobbySchema } from '@alumni/domain';
import { Button, Group, Pill, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { schemaRules } from '../../../ui/form/schemaRules.ts';
import { focusFirstError, showApiError } from '../../../ui/form/showApiError.ts';
import { deleteHobby, postHobby } from '../api.ts';
import { ProfileSection } from './ProfileSection.tsx';

/** The profile's hobbies (spec 1 §3 Profile items): chips, added and removed by the editor. */
export function HobbiesSection({
  profile,
  onChanged,
}: {
  profile: Profile;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const form = useForm({
    initialValues: { name: '' },
    ...schemaRules(locale, hobbySchema()),
  });
  const add = useMutation({ mutationFn: (name: string) => postHobby(profile.id, name) });
  const remove = useMutation({
    mutationFn: (hobby: Hobby) => deleteHobby(profile.id, hobby.id),
    onSuccess: onChanged,
    onError: (error) => notifyError(error),
  });
  const submit = form.onSubmit(
    (input) => {
      add.mutate(input.name, {
        onSuccess: () => {
          form.setValues({ name: '' });
          onChanged();
        },
        onError: (error) => showApiError(form, error),
      });
    },
    (errors, _values, event) => focusFirstError(form, errors, event),
  );

  return (
    <ProfileSection id="profile-hobbies-heading" title={t('profile_hobbies_heading')}>
      {profile.hobbies.length === 0 ? (
        <Text c="dimmed">{t('profile_hobbies_none')}</Text>
      ) : (
        <Group gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {profile.hobbies.map((hobby) => (
            <li key={hobby.id}>
              <Pill
                size="md"
                withRemoveButton={profile.can_edit}
                onRemove={() => remove.mutate(hobby)}
                removeButtonProps={{
                  'aria-label': t('profile_hobby_remove', { name: hobby.name }),
                  disabled: remove.isPending,
                }}
              >
                {hobby.name}
              </Pill>
            </li>
          ))}
        </Group>
      )}
      {profile.can_edit && (
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" gap="xs" mt="md" wrap="nowrap">
            <TextInput
              label={t('profile_hobby_new')}
              name="hobby"
              maxLength={100}
              {...form.getInputProps('name')}
              style={{ flex: 1 }}
            />
            <Button type="submit" variant="light" mt={25} loading={add.isPending}>
              {t('profile_add')}
            </Button>
          </Group>
        </form>
      )}
    </ProfileSection>
  );
}
