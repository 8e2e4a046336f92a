import type { Profile, ProfileRole, TimelineEntry } from '@alumni/domain';
import { TIMELINE_KIND } from '@alumni/domain';
import { Button, Group, Modal, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { roleNameOf } from '../../../shared/school/names.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { putTimeline } from '../api.ts';

const KINDS = Object.values(TIMELINE_KIND);

/** `x-<id>` for an experience, `e-<id>` for an education, '' for none. */
function choiceOf(entry: TimelineEntry | undefined): string {
  if (!entry) return '';
  if (entry.work_experience != null) return `x-${entry.work_experience}`;
  if (entry.education != null) return `e-${entry.education}`;
  return '';
}

function entryOf(kind: number, choice: string): TimelineEntry | null {
  const match = /^([xe])-(\d+)$/.exec(choice);
  if (!match) return null;
  const id = Number(match[2]);
  return match[1] === 'x'
    ? { kind, education: null, work_experience: id }
    : { kind, education: id, work_experience: null };
}

function RoleTimeline({
  profile,
  role,
  onSaved,
}: {
  profile: Profile;
  role: ProfileRole;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const school = useSchool();
  const { locale } = useRouteLocale();
  const stored = profile.timeline?.[String(role.id)] ?? [];
  const [choices, setChoices] = useState<Record<number, string>>(() =>
    Object.fromEntries(KINDS.map((kind) => [kind, choiceOf(stored.find((e) => e.kind === kind))])),
  );
  const save = useMutation({
    mutationFn: () =>
      putTimeline(
        profile.id,
        role.id,
        KINDS.map((kind) => entryOf(kind, choices[kind] ?? '')).filter(
          (e): e is TimelineEntry => e !== null,
        ),
      ),
    onSuccess: () => {
      notifySuccess(t('profile_timeline_saved'));
      onSaved();
    },
    onError: (error) => notifyError(error),
  });
  const options = [
    { value: '', label: t('form_none') },
    {
      group: t('profile_experience_heading'),
      items: profile.experiences.map((x) => ({
        value: `x-${x.id}`,
        label: `${x.title} – ${x.organisation}`,
      })),
    },
    {
      group: t('profile_education_heading'),
      items: profile.educations.map((e) => ({
        value: `e-${e.id}`,
        label: `${e.title} – ${e.facility}`,
      })),
    },
  ];
  const headingId = `timeline-role-${role.id}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {roleNameOf(school, role.role, locale)}
        {role.graduation_year ? ` ${role.graduation_year}` : ''}
      </Title>
      {KINDS.map((kind) => (
        <NativeSelect
          key={kind}
          label={t(`profile_timeline_kind_${kind}`)}
          data={options}
          value={choices[kind] ?? ''}
          onChange={(e) => {
            const value = e.currentTarget.value;
            setChoices((current) => ({ ...current, [kind]: value }));
          }}
        />
      ))}
      <Group justify="flex-end">
        <Button loading={save.isPending} onClick={() => save.mutate()}>
          {t('profile_timeline_save', { role: roleNameOf(school, role.role, locale) })}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The timeline modal (spec 1 §2 Profile, §3 Timeline entry, §4 kinds Current, Before,
 * After6, After24, LatestWorkExp, MaxDegreeType): per role, the education or experience
 * each kind holds, saved with `PUT /api/users/{id}/roles/{roleId}/timeline/`.
 */
export function TimelineModal({
  profile,
  opened,
  onClose,
  onSaved,
}: {
  profile: Profile;
  opened: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('profile_timeline_title')}
      closeButtonProps={{ 'aria-label': t('close') }}
      size="lg"
    >
      {opened && (
        <Stack gap="xl">
          <Text size="sm">{t('profile_timeline_intro')}</Text>
          {profile.roles.map((role) => (
            <RoleTimeline key={role.id} profile={profile} role={role} onSaved={onSaved} />
          ))}
        </Stack>
      )}
    </Modal>
  );
}
