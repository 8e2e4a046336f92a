import type { Match } from '@alumni/domain';
import { fullName, localizePath, MATCH_STATUS, MENTORSHIP_RATINGS } from '@alumni/domain';
import { Anchor, Badge, Blockquote, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalendarCheck, IconCheck, IconTrash, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../i18n/format.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { MemberAvatar } from '../../directory/index.ts';
import type { MatchMoveName } from '../mentorshipRules.ts';
import {
  matchDateKey,
  matchStatusColor,
  matchStatusKey,
  moveWord,
  otherSide,
} from '../mentorshipRules.ts';
import { RatingIcon } from './RatingIcon.tsx';

type Move = MatchMoveName;

/**
 * What the other member is to me: my mentor or mentee once accepted, the mentor I asked or the
 * mentee asking while pending, else (refused, cancelled, expired) only their side.
 */
function roleKey(match: Pick<Match, 'role' | 'status'>): string {
  const other = match.role === 'mentor' ? 'mentee' : 'mentor';
  if (match.status === MATCH_STATUS.accepted || match.status === MATCH_STATUS.finished) {
    return `mentorship_role_${other}`;
  }
  if (match.status === MATCH_STATUS.pending) return `mentorship_role_${other}_pending`;
  return `mentorship_pair_${other}`;
}

/**
 * One of my matches (issue 33 items 2–4): the other member (a link to their profile), the
 * status, the dates, the kind of mentoring, the request's message, a refusal's reason, the
 * final rating, and the buttons the server allows (`can`): accept, refuse, cancel, delete; an
 * accepted match leads to its follow-up.
 */
export function MatchItem({
  match,
  busy,
  onMove,
}: {
  match: Match;
  /** The move under way on this match, if any. */
  busy: Move | null;
  onMove: (match: Match, move: Move) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const other = otherSide(match);
  const name = fullName(other);
  const rating = MENTORSHIP_RATINGS.find((entry) => entry.value === match.rating);
  const date = (value: string | null) => (value ? formatDate(value, locale) : '');
  const button = (move: Move, primary: boolean, icon: ReactNode) => (
    <Button
      key={move}
      size="xs"
      variant={primary ? 'filled' : 'default'}
      leftSection={icon}
      loading={busy === move}
      disabled={busy !== null && busy !== move}
      aria-label={t(`mentorship_${moveWord(move, match)}_name`, { name })}
      onClick={() => onMove(match, move)}
    >
      {t(`mentorship_${moveWord(move, match)}`)}
    </Button>
  );

  return (
    <Paper withBorder radius="md" p="md" component="article" data-testid="match-item">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <MemberAvatar name={name} picture={other.picture} roles={[]} size={44} />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text component="h4" fw={700} m={0}>
                <Anchor
                  component={Link}
                  to={localizePath(`/profile/${other.id}`, locale)}
                  c="inherit"
                >
                  {name}
                </Anchor>
              </Text>
              <Text size="sm" c="dimmed">
                {t(roleKey(match))}
                {match.mentoring_type &&
                  ` · ${t(`choice_mentoring_${match.mentoring_type}`, {
                    defaultValue: match.mentoring_type,
                  })}`}
              </Text>
            </Stack>
          </Group>
          <Badge
            color={matchStatusColor(match)}
            variant="filled"
            autoContrast
            tt="none"
            data-testid="match-status"
          >
            {t(matchStatusKey(match))}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t(matchDateKey(match), {
            date: date(
              match.status === MATCH_STATUS.pending
                ? match.created_at
                : (match.finished_at ?? match.status_at),
            ),
            accepted: date(match.accepted_at),
            ends: date(match.ends_at),
          })}
        </Text>
        {match.request_message && (
          <Blockquote p="xs" pl="md" fz="sm" style={{ whiteSpace: 'pre-line' }}>
            <span className="visually-hidden">{t('mentorship_request_message')}: </span>
            {match.request_message}
          </Blockquote>
        )}
        {match.refusal_reason && (
          <Text size="sm">
            <Text span fw={600}>
              {t('mentorship_refusal_reason')}
            </Text>{' '}
            {match.refusal_reason}
          </Text>
        )}
        {rating && (
          <Text size="sm">
            {t('mentorship_rated', { rating: t(`mentorship_rating_${rating.key}`) })}{' '}
            <RatingIcon rating={rating.value} />
          </Text>
        )}
        <Group gap="xs" justify="flex-end" wrap="wrap">
          {match.status === MATCH_STATUS.accepted && (
            <Button
              size="xs"
              variant="light"
              component={Link}
              to={localizePath('/mentorship/followup', locale)}
              leftSection={<IconCalendarCheck aria-hidden="true" size={16} />}
            >
              {t('mentorship_open_followup')}
            </Button>
          )}
          {match.can.accept && button('accept', true, <IconCheck aria-hidden="true" size={16} />)}
          {match.can.refuse && button('refuse', false, <IconX aria-hidden="true" size={16} />)}
          {match.can.cancel && button('cancel', false, <IconX aria-hidden="true" size={16} />)}
          {match.can.delete && button('delete', false, <IconTrash aria-hidden="true" size={16} />)}
        </Group>
      </Stack>
    </Paper>
  );
}
