import type { UserSummary } from '@alumni/domain';
import { fullName, localizePath } from '@alumni/domain';
import { Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowNarrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../i18n/format.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { MemberAvatar } from '../../directory/index.ts';
import { useMentorshipPairs } from '../hooks/useMentorshipPairs.ts';

/** How many pairs the dashboard shows: two rows of the widest grid. */
export const PAIRS_SHOWN = 6;

/** One side of a pair: picture, name (a link to the profile) and what they are in it. */
function Member({ user, role }: { user: UserSummary; role: string }) {
  const { locale } = useRouteLocale();
  const name = fullName(user);
  return (
    <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
      <MemberAvatar name={name} picture={user.picture} roles={[]} size={36} />
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Anchor
          component={Link}
          to={localizePath(`/profile/${user.id}`, locale)}
          size="sm"
          fw={600}
          truncate
        >
          {name}
        </Anchor>
        <Text size="xs" c="dimmed">
          {role}
        </Text>
      </Stack>
    </Group>
  );
}

/**
 * The dashboard's mentorship pairs (spec 1 §2 Dashboard "mentorship pairs"; issue 33 item 5):
 * how many pairs run in the school, and the latest accepted ones, mentor and mentee side by
 * side with the day they started.
 */
export function MentorshipPairsList() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const pairs = useMentorshipPairs();
  if (pairs.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm" aria-hidden="true">
        {Array.from({ length: 3 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
          <Skeleton key={i} height={92} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (pairs.isError) return <Text role="alert">{t('error_base_message')}</Text>;
  if (pairs.data.results.length === 0) return <Text>{t('mentorship_pairs_empty')}</Text>;
  return (
    <Stack gap="sm">
      <Text size="sm" data-testid="mentorship-pairs-count">
        {t('mentorship_pairs_count', { count: pairs.data.count })}
      </Text>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, md: 3 }}
        spacing="sm"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {pairs.data.results.slice(0, PAIRS_SHOWN).map((pair) => (
          <Paper
            component="li"
            key={pair.id}
            withBorder
            radius="md"
            p="sm"
            data-testid="mentorship-pair"
          >
            <Group gap="xs" wrap="nowrap" align="center">
              <Member user={pair.mentor} role={t('mentorship_pair_mentor')} />
              <IconArrowNarrowRight aria-hidden="true" size={18} style={{ flexShrink: 0 }} />
              <Member user={pair.mentee} role={t('mentorship_pair_mentee')} />
            </Group>
            <Text size="xs" c="dimmed" mt={6}>
              {t('mentorship_pair_since', { date: formatDate(pair.accepted_at, locale) })}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
