import { localizePath } from '@alumni/domain';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { JobCard, useLatestJobAds } from '../../jobs/index.ts';
import { DashboardCards } from './DashboardCards.tsx';
import { DashboardSection } from './DashboardSection.tsx';

/** How many job ads the dashboard shows. */
export const LATEST_JOBS_SHOWN = 3;

/** The dashboard's jobs (spec 1 §2 Dashboard "jobs"): the latest active job ads as cards. */
export function LatestJobs() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const latest = useLatestJobAds(LATEST_JOBS_SHOWN);
  return (
    <DashboardSection
      id="dashboard-jobs-heading"
      title={t('jobs_dashboard_title')}
      link={{ to: localizePath('/jobs', locale), label: t('jobs_dashboard_link') }}
      testId="latest-jobs"
    >
      <DashboardCards
        query={latest}
        shown={LATEST_JOBS_SHOWN}
        placeholderHeight={150}
        empty={t('jobs_dashboard_empty')}
        card={(ad) => <JobCard ad={ad} headingOrder={3} />}
      />
    </DashboardSection>
  );
}
