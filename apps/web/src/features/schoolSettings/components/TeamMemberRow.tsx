import { fullName, PROFILE_IMAGE_MIME_TYPES, type TeamMemberAdmin } from '@alumni/domain';
import { ActionIcon, Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { focusFirstError, showApiError } from '../../../ui/form/showApiError.ts';
import { withinImageSize } from '../../../ui/imageSize.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import {
  deleteTeamMember,
  deleteTeamPhoto,
  TeamPhoto,
  updateTeamMember,
  uploadTeamPhoto,
} from '../../about/index.ts';
import { useSchoolPagesChanged } from '../hooks/useSchoolPages.ts';
import { RowActions } from './RowActions.tsx';
import {
  TeamMemberFields,
  type TeamMemberFormValues,
  teamMemberFormValues,
  useTeamMemberForm,
} from './TeamMemberFields.tsx';

type Direction = 'up' | 'down';

const moveButtonId = (memberId: number, direction: Direction) => `team-${memberId}-${direction}`;

/** The focus on the moved person's button, or the other one once they reached an end. */
function focusMoveButton(memberId: number, direction: Direction): void {
  const same = document.getElementById(moveButtonId(memberId, direction));
  const other = document.getElementById(moveButtonId(memberId, direction === 'up' ? 'down' : 'up'));
  (same && !same.hasAttribute('disabled') ? same : other)?.focus();
}

/**
 * One person of the team in School settings: photo, name, position in the page's language and
 * linked profile; buttons to move them one place (the focus stays on the moved person's
 * button), to upload or remove their photo (cropped square by the server), to edit them in
 * place and to remove them after a question.
 */
export function TeamMemberRow({
  member,
  first,
  last,
}: {
  member: TeamMemberAdmin;
  first: boolean;
  last: boolean;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const changed = useSchoolPagesChanged();
  const [editing, setEditing] = useState(false);
  const name = member.name;
  const refocus = useRef<Direction | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the person's place changes.
  useEffect(() => {
    const direction = refocus.current;
    if (!direction) return;
    refocus.current = null;
    focusMoveButton(member.id, direction);
  }, [member.order, member.id]);
  const move = useMutation({
    mutationFn: (direction: Direction) =>
      updateTeamMember(school.id, member.id, {
        order: member.order + (direction === 'up' ? -1 : 1),
      }),
    onMutate: (direction) => {
      refocus.current = direction;
    },
    onSuccess: async (_moved, direction) => {
      await changed();
      notifySuccess(t('schoolsettings_team_moved', { name }));
      requestAnimationFrame(() => focusMoveButton(member.id, direction));
    },
    onError: (error) => {
      refocus.current = null;
      void notifyError(error);
    },
  });
  const upload = useMutation({
    mutationFn: (file: File) => uploadTeamPhoto(school.id, member.id, file),
    onSuccess: async () => {
      await changed();
      notifySuccess(t('schoolsettings_team_photo_saved', { name }));
    },
    onError: (error) => void notifyError(error),
  });
  const removePhoto = useMutation({
    mutationFn: () => deleteTeamPhoto(school.id, member.id),
    onSuccess: async () => {
      await changed();
      notifySuccess(t('schoolsettings_team_photo_removed', { name }));
    },
    onError: (error) => void notifyError(error),
  });
  const other = locale === 'fr' ? 'en' : 'fr';
  const position = member.position[locale] || member.position[other];
  if (editing) {
    return (
      <Paper component="li" withBorder p="sm" radius="md" data-testid="team-row">
        <EditTeamMemberForm member={member} onDone={() => setEditing(false)} />
      </Paper>
    );
  }
  return (
    <Paper component="li" withBorder p="sm" radius="md" data-testid="team-row">
      <Group gap="md" wrap="wrap" justify="space-between">
        <Group gap="md" wrap="nowrap" style={{ flex: '1 1 16rem' }}>
          <TeamPhoto photo={member.photo} name={name} size={64} />
          <Stack gap={2}>
            <Text fw={600} data-testid="team-row-name">
              {name}
            </Text>
            {position && <Text size="sm">{position}</Text>}
            {member.user && (
              <Text size="sm" c="dimmed">
                {t('schoolsettings_team_linked', { name: fullName(member.user) })}
              </Text>
            )}
          </Stack>
        </Group>
        <Group gap="xs" wrap="wrap" justify="flex-end">
          {(['up', 'down'] as const).map((direction) => (
            <ActionIcon
              key={direction}
              id={moveButtonId(member.id, direction)}
              variant="default"
              size="lg"
              disabled={direction === 'up' ? first : last}
              loading={move.isPending && move.variables === direction}
              aria-label={t(`schoolsettings_team_${direction}`, { name })}
              onClick={() => move.mutate(direction)}
            >
              {direction === 'up' ? (
                <IconArrowUp aria-hidden="true" size={18} />
              ) : (
                <IconArrowDown aria-hidden="true" size={18} />
              )}
            </ActionIcon>
          ))}
          <FileButton
            onChange={(file) => {
              if (file && withinImageSize(file, locale)) upload.mutate(file);
            }}
            accept={PROFILE_IMAGE_MIME_TYPES.join(',')}
            inputProps={{ 'data-testid': `team-${member.id}-photo-file` } as Record<string, string>}
          >
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="default"
                leftSection={<IconPhotoUp aria-hidden="true" size={16} />}
                loading={upload.isPending}
                aria-label={t('schoolsettings_team_photo_change', { name })}
                title={t('schoolsettings_team_photo_help')}
              >
                {t('schoolsettings_team_photo_short')}
              </Button>
            )}
          </FileButton>
          {member.photo && (
            <ActionIcon
              variant="default"
              size="lg"
              loading={removePhoto.isPending}
              aria-label={t('schoolsettings_team_photo_remove', { name })}
              onClick={() => removePhoto.mutate()}
            >
              <IconTrash aria-hidden="true" size={18} />
            </ActionIcon>
          )}
          <RowActions
            editLabel={t('schoolsettings_team_edit')}
            editName={t('schoolsettings_team_edit_named', { name })}
            deleteName={t('schoolsettings_team_delete_named', { name })}
            deleteTitle={t('schoolsettings_team_delete_title', { name })}
            deleteMessage={t('schoolsettings_team_delete_message')}
            onEdit={() => setEditing(true)}
            remove={() => deleteTeamMember(school.id, member.id)}
            removed={t('schoolsettings_team_deleted', { name })}
            onRemoved={() => void changed()}
          />
        </Group>
      </Group>
    </Paper>
  );
}

function EditTeamMemberForm({ member, onDone }: { member: TeamMemberAdmin; onDone: () => void }) {
  const { t } = useTranslation();
  const school = useSchool();
  const { form, toBody } = useTeamMemberForm(teamMemberFormValues(member));
  const changed = useSchoolPagesChanged();
  const save = useMutation({
    mutationFn: (values: TeamMemberFormValues) =>
      updateTeamMember(school.id, member.id, toBody(values)),
    onSuccess: async (saved) => {
      await changed();
      notifySuccess(t('schoolsettings_team_saved', { name: saved.name }));
      onDone();
    },
    onError: (error) => showApiError(form, error),
  });
  return (
    <form
      noValidate
      data-testid="team-edit-form"
      aria-label={t('schoolsettings_team_edit_named', { name: member.name })}
      onSubmit={form.onSubmit(
        (values) => save.mutate(values),
        (errors, _values, event) => focusFirstError(form, errors, event),
      )}
    >
      <Stack gap="sm">
        <TeamMemberFields
          form={form}
          idPrefix={`team-${member.id}`}
          linked={member.user}
          autoFocus
        />
        <Group justify="flex-end" gap="xs">
          <Button type="button" variant="default" onClick={onDone}>
            {t('form_cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('schoolsettings_info_save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
