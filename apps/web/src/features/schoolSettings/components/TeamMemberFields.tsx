import {
  fullName,
  TEAM_BIOGRAPHY_MAX,
  TEAM_NAME_MAX,
  TEAM_POSITION_MAX,
  type TeamMemberAdmin,
  type TeamMemberValues,
  teamMemberSchema,
} from '@alumni/domain';
import { Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { formErrorsOf, schemaRules } from '../../../ui/form/schemaRules.ts';
import { useMemberSearch } from '../../directory/index.ts';

/** The form's values: every text as typed, the linked member's id as text ('' for none). */
export type TeamMemberFormValues = {
  name: string;
  position: { fr: string; en: string };
  biography: { fr: string; en: string };
  user: string;
};

export const EMPTY_TEAM_MEMBER: TeamMemberFormValues = {
  name: '',
  position: { fr: '', en: '' },
  biography: { fr: '', en: '' },
  user: '',
};

/** A person's form values as saved. */
export const teamMemberFormValues = (member: TeamMemberAdmin): TeamMemberFormValues => ({
  name: member.name,
  position: { ...member.position },
  biography: { ...member.biography },
  user: member.user ? String(member.user.id) : '',
});

const toInput = (values: TeamMemberFormValues) => ({
  ...values,
  user: values.user === '' ? null : Number(values.user),
});

/** A team member's form, checked by the domain's teamMemberSchema (the server's rule too). */
export function useTeamMemberForm(initialValues: TeamMemberFormValues) {
  const { locale } = useRouteLocale();
  const rules = schemaRules<TeamMemberFormValues, TeamMemberValues>(
    locale,
    teamMemberSchema,
    toInput,
    'path',
  );
  const form = useForm<TeamMemberFormValues>({ initialValues, validate: rules.validate });
  return { form, toBody: rules.transformValues };
}

export type TeamMemberForm = ReturnType<typeof useTeamMemberForm>['form'];

/**
 * The fields of a person of the team: name, position and biography in French and English, and
 * the member whose profile their page links to (found by name in the directory; optional).
 */
export function TeamMemberFields({
  form,
  idPrefix,
  linked,
  autoFocus = false,
}: {
  form: TeamMemberForm;
  idPrefix: string;
  /** The member linked when the form opened, shown as the select's current choice. */
  linked: TeamMemberAdmin['user'];
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <FormErrorAlert errors={formErrorsOf(form)} />
      <TextInput
        id={`${idPrefix}-name`}
        label={t('schoolsettings_team_name')}
        withAsterisk
        maxLength={TEAM_NAME_MAX}
        autoComplete="off"
        data-autofocus={autoFocus || undefined}
        autoFocus={autoFocus}
        {...form.getInputProps('name')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          id={`${idPrefix}-position-fr`}
          label={t('schoolsettings_team_position_fr')}
          maxLength={TEAM_POSITION_MAX}
          {...form.getInputProps('position.fr')}
        />
        <TextInput
          id={`${idPrefix}-position-en`}
          label={t('schoolsettings_team_position_en')}
          maxLength={TEAM_POSITION_MAX}
          {...form.getInputProps('position.en')}
        />
        <Textarea
          id={`${idPrefix}-biography-fr`}
          label={t('schoolsettings_team_biography_fr')}
          maxLength={TEAM_BIOGRAPHY_MAX}
          autosize
          minRows={3}
          {...form.getInputProps('biography.fr')}
        />
        <Textarea
          id={`${idPrefix}-biography-en`}
          label={t('schoolsettings_team_biography_en')}
          maxLength={TEAM_BIOGRAPHY_MAX}
          autosize
          minRows={3}
          {...form.getInputProps('biography.en')}
        />
      </SimpleGrid>
      <LinkedMemberField
        id={`${idPrefix}-user`}
        linked={linked}
        value={form.values.user}
        onChange={(user) => form.setFieldValue('user', user)}
        error={form.errors.user}
      />
    </Stack>
  );
}

/** The linked member: a member found by name (2 letters at least), or none (clearable). */
function LinkedMemberField({
  id,
  linked,
  value,
  onChange,
  error,
}: {
  id: string;
  linked: TeamMemberAdmin['user'];
  value: string;
  onChange: (user: string) => void;
  error?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<{ id: string; name: string } | null>(null);
  const found = useMemberSearch(search);
  const options = useMemo(() => {
    const byId = new Map<string, string>();
    if (linked) byId.set(String(linked.id), fullName(linked));
    if (picked) byId.set(picked.id, picked.name);
    for (const member of found.data?.results ?? []) byId.set(String(member.id), fullName(member));
    return [...byId].map(([memberId, label]) => ({ value: memberId, label }));
  }, [linked, picked, found.data]);
  return (
    <Select
      id={id}
      label={t('schoolsettings_team_user')}
      description={t('schoolsettings_team_user_help')}
      placeholder={t('schoolsettings_team_user_placeholder')}
      searchable
      clearable
      data={options}
      value={value || null}
      onSearchChange={setSearch}
      onChange={(memberId) => {
        const label = options.find((o) => o.value === memberId)?.label ?? '';
        setPicked(memberId ? { id: memberId, name: label } : null);
        onChange(memberId ?? '');
      }}
      filter={({ options: all, search: typed }) =>
        typed.trim().length >= 2 ? all : all.filter((o) => 'value' in o && o.value === value)
      }
      nothingFoundMessage={
        search.trim().length >= 2 && !found.isFetching
          ? t('schoolsettings_team_user_none')
          : undefined
      }
      error={error}
      maw={480}
      name="user"
    />
  );
}
