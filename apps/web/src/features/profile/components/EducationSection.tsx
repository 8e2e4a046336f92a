import type { Education, Profile } from '@alumni/domain';
import { ActionIcon, Badge, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconSchool, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { deleteEducation } from '../api.ts';
import { EducationForm } from './EducationForm.tsx';
import { ProfileSection } from './ProfileSection.tsx';

type Editing = { kind: 'new' } | { kind: 'edit'; education: Education };

/**
 * The profile's education (spec 1 §2 Profile, §3 Education, §4): the school's own
 * educations are immutable (no buttons); declared ones wait for validation ("awaiting
 * validation", shown to the owner and validators only).
 */
export function EducationSection({
  profile,
  onChanged,
}: {
  profile: Profile;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Education | null>(null);
  const remove = useMutation({
    mutationFn: (education: Education) => deleteEducation(profile.id, education.id),
    onSuccess: () => {
      notifySuccess(t('profile_education_deleted'));
      setDeleting(null);
      onChanged();
    },
    onError: (error) => notifyError(error),
  });
  const educations = [...profile.educations].sort(
    (a, b) => (b.graduation_year ?? 9999) - (a.graduation_year ?? 9999),
  );

  return (
    <ProfileSection
      id="profile-education-heading"
      title={t('profile_education_heading')}
      action={
        profile.can_edit && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus aria-hidden="true" size={16} />}
            onClick={() => setEditing({ kind: 'new' })}
          >
            {t('profile_education_add')}
          </Button>
        )
      }
    >
      {educations.length === 0 ? (
        <Text c="dimmed">{t('profile_education_none')}</Text>
      ) : (
        <Stack gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {educations.map((education) => (
            <li key={education.id} data-testid="education-item">
              <Group align="flex-start" wrap="nowrap" gap="sm">
                <IconSchool aria-hidden="true" size={22} style={{ marginTop: 4 }} />
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Group gap="xs">
                    <Title order={3} size="h5">
                      {education.title}
                    </Title>
                    {education.pending_validation && (
                      <Badge size="sm" variant="light" color="orange.9">
                        {t('profile_awaiting_validation')}
                      </Badge>
                    )}
                    {education.is_immutable && (
                      <Badge size="sm" variant="light" color="gray.8">
                        {t('profile_education_from_school')}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm">
                    {[education.facility, education.location].filter(Boolean).join(' · ')}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {[
                      t(`profile_degree_type_${education.degree_type}`),
                      t(`profile_graduation_status_${education.graduation_status}`),
                      education.graduation_year ? String(education.graduation_year) : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                  {education.description && (
                    <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                      {education.description}
                    </Text>
                  )}
                </Stack>
                {profile.can_edit && !education.is_immutable && (
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      color="gray.8"
                      aria-label={t('profile_edit_named', { name: education.title })}
                      onClick={() => setEditing({ kind: 'edit', education })}
                    >
                      <IconPencil aria-hidden="true" size={18} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red.8"
                      aria-label={t('profile_delete_named', { name: education.title })}
                      onClick={() => setDeleting(education)}
                    >
                      <IconTrash aria-hidden="true" size={18} />
                    </ActionIcon>
                  </Group>
                )}
              </Group>
            </li>
          ))}
        </Stack>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t(
          editing?.kind === 'edit' ? 'profile_education_edit_title' : 'profile_education_add_title',
        )}
        closeButtonProps={{ 'aria-label': t('close') }}
        size="lg"
      >
        {editing && (
          <EducationForm
            userId={profile.id}
            education={editing.kind === 'edit' ? editing.education : null}
            onCancel={() => setEditing(null)}
            onDone={() => {
              setEditing(null);
              onChanged();
            }}
          />
        )}
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('profile_education_delete_title')}
        message={t('profile_delete_confirm', { name: deleting?.title ?? '' })}
        confirmLabel={t('profile_delete')}
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
      />
    </ProfileSection>
  );
}
