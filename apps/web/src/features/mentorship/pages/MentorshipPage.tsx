import type { MentorCard as Mentor } from '@alumni/domain';
import { isFeatureOn, localizePath, MENTOR_SOLICITATIONS_MAX } from '@alumni/domain';
import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { IconCalendarCheck, IconInfoCircle, IconSettings } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { useLatestSearchParams } from '../../../shared/useLatestSearchParams.ts';
import { Notice } from '../../../ui/Notice.tsx';
import { PublicationResults } from '../../publication/index.ts';
import { useStaticOptions } from '../../staticLists/index.ts';
import { MentorCard } from '../components/MentorCard.tsx';
import { MentorSearchFilters } from '../components/MentorSearchFilters.tsx';
import { MentorshipPresentation } from '../components/MentorshipPresentation.tsx';
import { MyMentorships } from '../components/MyMentorships.tsx';
import { RequestDialog } from '../components/RequestDialog.tsx';
import { useMentors } from '../hooks/useMentors.ts';
import { readMentorFilters } from '../mentorshipRules.ts';

/**
 * `/mentorship` (spec 1 §2 routes; issue 33 items 1–3): the school's presentation of its
 * mentorship, "Find a mentor" (filters by type, degree, sector, city, graduation year and text,
 * in the address; mentor cards with the cap tooltip when full; a request with a message), and
 * "My mentorships" as mentee and as mentor with their moves. While two requests of the viewer
 * wait, no third can be sent (spec 2 §8 "cannot solicit more than 2 mentors"): said above the
 * cards and on each button.
 */
export default function MentorshipPage() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const [searchParams] = useLatestSearchParams();
  const filters = useMemo(() => readMentorFilters(searchParams), [searchParams]);
  const mentors = useMentors(filters);
  const sectors = useStaticOptions('business_sector');
  const [asked, setAsked] = useState<Mentor | null>(null);
  const atMax = (mentors.myPending ?? 0) >= MENTOR_SOLICITATIONS_MAX;
  const blocked = atMax
    ? t('mentorship_solicitations_max', { max: MENTOR_SOLICITATIONS_MAX })
    : null;

  return (
    <Container size="xl" py="xl">
      <Stack gap="xl">
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <Title order={1}>{t('page_title_mentorship')}</Title>
          <Group gap="sm">
            <Button
              component={Link}
              to={localizePath('/mentorship/followup', locale)}
              variant="default"
              leftSection={<IconCalendarCheck aria-hidden="true" size={18} />}
            >
              {t('mentorship_followup_link')}
            </Button>
            <Button
              component={Link}
              to={`${localizePath('/settings', locale)}?tab=mentorship`}
              variant="default"
              leftSection={<IconSettings aria-hidden="true" size={18} />}
            >
              {t('mentorship_settings_link')}
            </Button>
          </Group>
        </Group>
        {isFeatureOn(school.features, 'about') && <MentorshipPresentation />}
        <Stack gap="md" component="section" aria-labelledby="mentorship-find-heading">
          <Title order={2} id="mentorship-find-heading">
            {t('mentorship_find_heading')}
          </Title>
          <MentorSearchFilters filters={filters} />
          {blocked && (
            <Notice
              color="blue"
              role="status"
              icon={<IconInfoCircle aria-hidden="true" size={20} />}
              data-testid="solicitations-max"
            >
              {blocked}
            </Notice>
          )}
          <PublicationResults
            paged={mentors}
            countText={(count) => t('mentorship_mentors_count', { count })}
            countTestId="mentors-count"
            card={(mentor) => (
              <MentorCard
                mentor={mentor}
                sectorLabel={sectors.labelOf}
                blocked={blocked}
                onRequest={setAsked}
              />
            )}
          />
        </Stack>
        <Stack gap="md" component="section" aria-labelledby="mentorship-mine-heading">
          <Title order={2} id="mentorship-mine-heading">
            {t('mentorship_mine_heading')}
          </Title>
          <MyMentorships />
        </Stack>
      </Stack>
      <RequestDialog mentor={asked} onClose={() => setAsked(null)} />
    </Container>
  );
}
