import type { Experience, Profile } from '@alumni/domain';
import { ActionIcon, Badge, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { formatMonthYear, formatNumber } from '../../../i18n/format.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { deleteExperience } from '../api.ts';
import { STATISTICS_FIELD_NAMES, useExperienceChoices } from '../hooks/useExperienceChoices.ts';
import { experiencesInOrder } from '../profileModel.ts';
import { ExperienceForm } from './ExperienceForm.tsx';
import { ProfileSection } from './ProfileSection.tsx';

/** Which form is open: a new experience (maybe marked current) or one being changed. */
export type ExperienceEditing = { kind: 'new'; current: boolean } | { kind: 'edit'; id: number };

/**
 * The profile's work experience (spec 1 §2 Profile, §3 Profile items): current ones first;
 * statistics fields and salary where the API sends them (owner and admins); add, change and
 * delete for whoever may edit the profile.
 */
export function ExperienceSection({
  profile,
  editing,
  onEditingChange,
  onChanged,
}: {
  profile: Profile;
  editing: ExperienceEditing | null;
  onEditingChange: (editing: ExperienceEditing | null) => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const [deleting, setDeleting] = useState<Experience | null>(null);
  const choices = useExperienceChoices();
  const remove = useMutation({
    mutationFn: (experience: Experience) => deleteExperience(profile.id, experience.id),
    onSuccess: () => {
      notifySuccess(t('profile_experience_deleted'));
      setDeleting(null);
      onChanged();
    },
    onError: (error) => notifyError(error),
  });
  const edited =
    editing?.kind === 'edit' ? profile.experiences.find((e) => e.id === editing.id) : undefined;
  const formOpen = editing !== null && (editing.kind === 'new' || edited !== undefined);

  return (
    <ProfileSection
      id="profile-experience-heading"
      title={t('profile_experience_heading')}
      action={
        profile.can_edit && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus aria-hidden="true" size={16} />}
            onClick={() => onEditingChange({ kind: 'new', current: false })}
          >
            {t('profile_experience_add')}
          </Button>
        )
      }
    >
      {profile.experiences.length === 0 ? (
        <Text c="dimmed">{t('profile_experience_none')}</Text>
      ) : (
        <Stack gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {experiencesInOrder(profile.experiences).map((experience) => {
            const statistics = STATISTICS_FIELD_NAMES.filter((f) => experience[f] !== null);
            return (
              <li key={experience.id} data-testid="experience-item">
                <Group align="flex-start" wrap="nowrap" gap="sm">
                  <IconBriefcase aria-hidden="true" size={22} style={{ marginTop: 4 }} />
                  <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                    <Group gap="xs">
                      <Title order={3} size="h5">
                        {experience.title}
                      </Title>
                      {experience.current_occupation && (
                        <Badge size="sm" variant="light" color="teal.9">
                          {t('profile_experience_current_badge')}
                        </Badge>
                      )}
                    </Group>
                    <Text size="sm">
                      {experience.organisation} · {experience.location}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {formatMonthYear(experience.start_date, locale)} –{' '}
                      {experience.current_occupation || !experience.end_date
                        ? t('profile_today')
                        : formatMonthYear(experience.end_date, locale)}
                    </Text>
                    {experience.description && (
                      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                        {experience.description}
                      </Text>
                    )}
                    {(statistics.length > 0 || experience.salary !== null) && (
                      <Group gap={6} mt={4} data-testid="experience-statistics">
                        {statistics.map((field) => (
                          <Badge key={field} variant="default" tt="none" fw={500}>
                            {t('profile_labelled', {
                              label: t(`profile_${field}`),
                              value: choices.labelOf(field, experience[field] ?? ''),
                            })}
                          </Badge>
                        ))}
                        {experience.salary !== null && (
                          <Badge
                            variant="default"
                            tt="none"
                            fw={500}
                            data-testid="experience-salary"
                          >
                            {t('profile_labelled', {
                              label: t('profile_salary'),
                              value: formatNumber(experience.salary, locale),
                            })}
                          </Badge>
                        )}
                      </Group>
                    )}
                  </Stack>
                  {profile.can_edit && (
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        color="gray.8"
                        aria-label={t('profile_edit_named', { name: experience.title })}
                        onClick={() => onEditingChange({ kind: 'edit', id: experience.id })}
                      >
                        <IconPencil aria-hidden="true" size={18} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red.8"
                        aria-label={t('profile_delete_named', { name: experience.title })}
                        onClick={() => setDeleting(experience)}
                      >
                        <IconTrash aria-hidden="true" size={18} />
                      </ActionIcon>
                    </Group>
                  )}
                </Group>
              </li>
            );
          })}
        </Stack>
      )}
      <Modal
        opened={formOpen}
        onClose={() => onEditingChange(null)}
        title={t(edited ? 'profile_experience_edit_title' : 'profile_experience_add_title')}
        closeButtonProps={{ 'aria-label': t('close') }}
        size="lg"
      >
        {formOpen && (
          <ExperienceForm
            key={edited?.id ?? 'new'}
            userId={profile.id}
            experience={edited ?? null}
            startCurrent={editing?.kind === 'new' && editing.current}
            onCancel={() => onEditingChange(null)}
            onDone={() => {
              onEditingChange(null);
              onChanged();
            }}
          />
        )}
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('profile_experience_delete_title')}
        message={t('profile_delete_confirm', { name: deleting?.title ?? '' })}
        confirmLabel={t('profile_delete')}
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
      />
    </ProfileSection>
  );
}
