import { TEAM_MEMBERS_MAX, type TeamMemberAdmin } from '@alumni/domain';
import { Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { focusFirstError, showApiError } from '../../../ui/form/showApiError.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { createTeamMember } from '../../about/index.ts';
import { useSchoolPagesChanged } from '../hooks/useSchoolPages.ts';
import {
  EMPTY_TEAM_MEMBER,
  TeamMemberFields,
  type TeamMemberFormValues,
  useTeamMemberForm,
} from './TeamMemberFields.tsx';
import { TeamMemberRow } from './TeamMemberRow.tsx';

/**
 * The about page's team (spec 1 §2 "School page editing: … team section"): the people in the
 * page's order, each with their photo, position and linked profile and buttons to move them
 * up and down, change their photo, edit and remove them; then a form adding a person at the
 * end (up to TEAM_MEMBERS_MAX).
 */
export function TeamEditor({ team }: { team: TeamMemberAdmin[] }) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('schoolsettings_team')}>
      <Stack gap="md">
        <Text size="sm">{t('schoolsettings_team_help')}</Text>
        <Text role="status" aria-live="polite" size="sm" fw={600} data-testid="team-count">
          {t('schoolsettings_team_count', { count: team.length })}
        </Text>
        {team.length > 0 && (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {team.map((member, i) => (
              <TeamMemberRow
                key={member.id}
                member={member}
                first={i === 0}
                last={i === team.length - 1}
              />
            ))}
          </Stack>
        )}
        {team.length < TEAM_MEMBERS_MAX && <AddTeamMemberForm />}
      </Stack>
    </Fieldset>
  );
}

function AddTeamMemberForm() {
  const { t } = useTranslation();
  const school = useSchool();
  const { form, toBody } = useTeamMemberForm(EMPTY_TEAM_MEMBER);
  const changed = useSchoolPagesChanged();
  const add = useMutation({
    mutationFn: (values: TeamMemberFormValues) => createTeamMember(school.id, toBody(values)),
    onSuccess: async (member) => {
      form.reset();
      await changed();
      notifySuccess(t('schoolsettings_team_added', { name: member.name }));
    },
    onError: (error) => showApiError(form, error),
  });
  return (
    <form
      noValidate
      data-testid="team-add-form"
      onSubmit={form.onSubmit(
        (values) => add.mutate(values),
        (errors, _values, event) => focusFirstError(form, errors, event),
      )}
    >
      <Fieldset legend={t('schoolsettings_team_new')}>
        <Stack gap="sm">
          <TeamMemberFields form={form} idPrefix="team-new" linked={null} />
          <Group justify="flex-end">
            <Button type="submit" loading={add.isPending}>
              {t('schoolsettings_team_add')}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}
