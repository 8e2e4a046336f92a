import { isFeatureOn, localizePath } from '@alumni/domain';
import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { useViewer } from '../../../shared/viewer/useViewer.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { SchoolMentorshipCard } from '../../mentorship/index.ts';
import { useUserSettings } from '../hooks/useUserSettings.ts';
import { MentoringSettingsForm } from './MentoringSettingsForm.tsx';

/**
 * Settings → Mentorship (spec 1 §2 Settings tabs): the member's mentoring settings in this
 * school (mentor, looking for a mentor, types, maximum of mentees; a phone number required to
 * turn them on), with a link to the mentorship page while the feature is on; and, for school
 * admins, the school's mentorship card (cap, validation, presentation).
 */
export function MentorshipTab() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const { isAdmin } = useViewer();
  const settings = useUserSettings();
  return (
    <Stack gap="lg">
      <SectionCard
        id="settings-mentoring-heading"
        title={t('notifications_group_mentoring')}
        order={2}
        titleSize="h3"
        p={{ base: 'md', sm: 'xl' }}
        component="section"
      >
        <Stack gap="sm">
          {isFeatureOn(school.features, 'mentorship') && (
            <Text size="sm">
              <Anchor component={Link} to={localizePath('/mentorship', locale)} inherit>
                {t('mentorship_page_link')}
              </Anchor>
            </Text>
          )}
          {settings.isPending ? (
            <PageLoader />
          ) : settings.isError ? (
            <LoadError inline onRetry={() => void settings.refetch()} />
          ) : (
            <MentoringSettingsForm settings={settings.data} />
          )}
        </Stack>
      </SectionCard>
      {isAdmin && <SchoolMentorshipCard />}
    </Stack>
  );
}
