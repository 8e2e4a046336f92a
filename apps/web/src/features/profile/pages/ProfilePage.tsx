import { fullName, localizePath } from '@alumni/domain';
import { Alert, Button, Container, Grid, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/ApiError.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useViewer } from '../../../shared/viewer/useViewer.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { GiveBadgesModal } from '../../badges/index.ts';
import { ErrorPage } from '../../errors/index.ts';
import { profileKey, profileLogsKey } from '../api.ts';
import { EducationSection } from '../components/EducationSection.tsx';
import type { ExperienceEditing } from '../components/ExperienceSection.tsx';
import { ExperienceSection } from '../components/ExperienceSection.tsx';
import { HobbiesSection } from '../components/HobbiesSection.tsx';
import { LinksSection } from '../components/LinksSection.tsx';
import { LogsSection } from '../components/LogsSection.tsx';
import { ProfileHeader } from '../components/ProfileHeader.tsx';
import { RolesModal } from '../components/RolesModal.tsx';
import { SummarySection } from '../components/SummarySection.tsx';
import { TimelineModal } from '../components/TimelineModal.tsx';
import { useProfile } from '../hooks/useProfile.ts';
import { editedExperienceId, NEW_CURRENT_STEP } from '../profileModel.ts';

/** The experience form the address asks for (the profile-update prompt's two answers). */
function editingFromAddress(search: URLSearchParams): ExperienceEditing | null {
  const id = editedExperienceId(search);
  if (id !== null) return { kind: 'edit', id };
  if (search.get('step') === NEW_CURRENT_STEP) return { kind: 'new', current: true };
  return null;
}

/**
 * `/profile/{id}` and `/profile` (own profile, sent to `/profile/{me.id}`) (spec 1 §2
 * Profile): header (with the member's badges), summary, work experience, education, hobbies,
 * links, timeline, roles and (for admins) badges modals, logs. Other members see it read-only. `?edit=experience-{id}` opens that
 * experience's form, `?step=new-current` the add form marked current (spec 2 §2). An
 * own-profile error shows "profile not found" (spec 1 §2 Error page).
 */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const params = useParams();
  const { user, isAdmin } = useViewer();
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const raw = params.id;
  const id = raw !== undefined && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
  const profile = useProfile(id);
  const [editing, setEditing] = useState<ExperienceEditing | null>(() =>
    editingFromAddress(searchParams),
  );
  // The prompt may send here while the page is already shown: follow the address.
  const editParam = searchParams.get('edit');
  const stepParam = searchParams.get('step');
  useEffect(() => {
    const next = editingFromAddress(
      new URLSearchParams({ edit: editParam ?? '', step: stepParam ?? '' }),
    );
    if (next) setEditing(next);
  }, [editParam, stepParam]);
  const [rolesOpen, setRolesOpen] = useState(false);
  const [timelineOpen, setTimelineOpen] = useState(false);
  const [badgesOpen, setBadgesOpen] = useState(false);

  if (raw === undefined) {
    if (!user) return <PageLoader />;
    return <Navigate to={localizePath(`/profile/${user.id}`, locale)} replace />;
  }
  const isOwner = user !== null && id !== null && user.id === id;
  if (id === null) return <ErrorPage status={404} message={t('profile_not_found')} />;
  if (profile.isPending) return <PageLoader />;
  if (profile.isError) {
    const status = isApiError(profile.error) ? profile.error.status : undefined;
    if (isOwner || status === 404) {
      return <ErrorPage status={status ?? 404} message={t('profile_not_found')} />;
    }
    if (status === 403) return <ErrorPage status={403} message={t('profile_forbidden')} />;
    return (
      <Container size="sm" py="xl">
        <Alert color="red" variant="light" title={t('profile_loading_error')} role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('profile_loading_error_hint')}</Text>
            <Button variant="default" onClick={() => void profile.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      </Container>
    );
  }

  const data = profile.data;
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: profileKey(data.id) });
    void queryClient.invalidateQueries({ queryKey: profileLogsKey(data.id) });
  };
  const changeEditing = (next: ExperienceEditing | null) => {
    setEditing(next);
    if (next === null && (searchParams.has('edit') || searchParams.has('step'))) {
      const rest = new URLSearchParams(searchParams);
      rest.delete('edit');
      rest.delete('step');
      setSearchParams(rest, { replace: true });
    }
  };
  // Owner and admins get the private fields (timeline not null): they see the logs too.
  const privileged = data.timeline !== null;

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <ProfileHeader
          profile={data}
          isOwner={isOwner}
          canManageRoles={isOwner || isAdmin}
          onChanged={refresh}
          onOpenRoles={() => setRolesOpen(true)}
          onOpenTimeline={() => setTimelineOpen(true)}
          onOpenBadges={isAdmin ? () => setBadgesOpen(true) : undefined}
        />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <SummarySection profile={data} me={isOwner ? user : null} onChanged={refresh} />
              <ExperienceSection
                profile={data}
                editing={editing}
                onEditingChange={changeEditing}
                onChanged={refresh}
              />
              <EducationSection profile={data} onChanged={refresh} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <HobbiesSection profile={data} onChanged={refresh} />
              <LinksSection profile={data} onChanged={refresh} />
            </Stack>
          </Grid.Col>
        </Grid>
        {privileged && <LogsSection userId={data.id} />}
      </Stack>
      {(isOwner || isAdmin) && (
        <RolesModal
          profile={data}
          mode={isOwner ? 'owner' : 'admin'}
          opened={rolesOpen}
          onClose={() => setRolesOpen(false)}
          onChanged={refresh}
        />
      )}
      {isAdmin && (
        <GiveBadgesModal
          userId={data.id}
          name={fullName(data)}
          held={data.badges}
          opened={badgesOpen}
          onClose={() => setBadgesOpen(false)}
          onChanged={refresh}
        />
      )}
      {privileged && (
        <TimelineModal
          profile={data}
          opened={timelineOpen}
          onClose={() => setTimelineOpen(false)}
          onSaved={refresh}
        />
      )}
    </Container>
  );
}
