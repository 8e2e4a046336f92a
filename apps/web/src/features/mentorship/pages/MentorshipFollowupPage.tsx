import { localizePath, MENTORSHIP_MEETINGS_PER_MONTH, MENTORSHIP_MONTHS } from '@alumni/domain';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { FollowupMatch } from '../components/FollowupMatch.tsx';
import { useFollowup } from '../hooks/useFollowup.ts';

/**
 * `/mentorship/followup` (spec 1 §2 routes, window layout; issue 33 item 4): each of my
 * accepted matches with its six months and the meetings of each (at least one a month),
 * a form to log a meeting (either side), and at the end the mentee's five-emotion rating,
 * which finishes the match.
 */
export default function MentorshipFollowupPage() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const followup = useFollowup();
  return (
    <Stack gap="lg">
      <Anchor
        component={Link}
        to={localizePath('/mentorship', locale)}
        size="sm"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4, alignSelf: 'flex-start' }}
      >
        <IconArrowLeft aria-hidden="true" size={16} />
        {t('mentorship_back')}
      </Anchor>
      <Stack gap={4}>
        <Title order={1}>{t('page_title_mentorship_followup')}</Title>
        <Text>
          {t('mentorship_followup_intro', {
            months: MENTORSHIP_MONTHS,
            count: MENTORSHIP_MEETINGS_PER_MONTH,
          })}
        </Text>
      </Stack>
      {followup.isPending ? (
        <PageLoader />
      ) : followup.isError ? (
        <LoadError onRetry={() => void followup.refetch()} />
      ) : followup.data.results.length === 0 ? (
        <Text data-testid="followup-empty">{t('mentorship_followup_empty')}</Text>
      ) : (
        followup.data.results.map((entry) => <FollowupMatch key={entry.match.id} entry={entry} />)
      )}
    </Stack>
  );
}
