import { localizePath } from '@alumni/domain';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RecentJoiner } from '../../directory/api.ts';
import { MemberGrid } from '../../directory/components/MemberGrid.tsx';
import { MemberGridSkeleton } from '../../directory/components/MemberGridSkeleton.tsx';
import { useRecentJoiners } from '../../directory/hooks/useRecentJoiners.ts';
import { useRouteLocale } from '../../navigation/hooks/useRouteLocale.ts';

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
        {t('dashboard_joined_on', { date: new Date(entry.joined_at).toLocaleDateString(locale) })}
      </Text>
    ) : null;

  return (
    <Stack
      component="section"
      aria-labelledby="dashboard-recent-heading"
      gap="sm"
      data-testid="recent-joiners"
    >
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3" id="dashboard-recent-heading">
          {t('dashboard_recent_title')}
        </Title>
        <Anchor component={Link} to={localizePath('/directory', locale)}>
          {t('dashboard_directory_link')}
        </Anchor>
      </Group>
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
    </Stack>
  );
}
