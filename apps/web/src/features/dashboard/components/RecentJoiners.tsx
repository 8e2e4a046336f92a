import { localizePath } from '@alumni/domain';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../i18n/format.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import type { RecentJoiner } from '../../directory/index.ts';
import { MemberGrid, MemberGridSkeleton, useRecentJoiners } from '../../directory/index.ts';
import { DashboardSection } from './DashboardSection.tsx';

/** How many recent joiners the dashboard shows: two rows of the widest grid. */
export const RECENT_JOINERS_SHOWN = 8;

/** The dashboard's recent joiners (spec 1 §2 Dashboard): the newest members as cards. */
export function RecentJoiners() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const recent = useRecentJoiners(RECENT_JOINERS_SHOWN, true);
  const joinedOn = (entry: RecentJoiner) =>
    entry.joined_at ? (
      <Text size="sm" c="dimmed">
        {t('dashboard_joined_on', { date: formatDate(entry.joined_at, locale) })}
      </Text>
    ) : null;

  return (
    <DashboardSection
      id="dashboard-recent-heading"
      title={t('dashboard_recent_title')}
      link={{ to: localizePath('/directory', locale), label: t('dashboard_directory_link') }}
      testId="recent-joiners"
    >
      {recent.isPending ? (
        <MemberGridSkeleton count={4} />
      ) : recent.isError ? (
        <Text role="alert">{t('error_base_message')}</Text>
      ) : recent.data.results.length === 0 ? (
        <Text>{t('dashboard_recent_empty')}</Text>
      ) : (
        <MemberGrid
          entries={recent.data.results}
          label={t('dashboard_recent_title')}
          footer={joinedOn}
        />
      )}
    </DashboardSection>
  );
}
