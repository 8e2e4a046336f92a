import type { Followup, Meeting } from '@alumni/domain';
import { fullName, MATCH_STATUS, MENTORSHIP_MONTHS, MENTORSHIP_RATINGS } from '@alumni/domain';
import { ActionIcon, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { formatDate } from '../../../i18n/format.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { confirmDecision } from '../../../ui/confirmDecision.tsx';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { MemberAvatar } from '../../directory/index.ts';
import { deleteMeeting } from '../api.ts';
import { useMentorshipChange } from '../hooks/useMentorshipChange.ts';
import { otherSide } from '../mentorshipRules.ts';
import { FollowupMonths } from './FollowupMonths.tsx';
import { MeetingForm } from './MeetingForm.tsx';
import { RatingForm } from './RatingForm.tsx';
import { RatingIcon } from './RatingIcon.tsx';

type Entry = Followup['results'][number];

/** A logged meeting: its day, who logged it, the notes; its author may delete it. */
function MeetingRow({ matchId, meeting }: { matchId: number; meeting: Meeting }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const remove = useMentorshipChange(() => deleteMeeting(matchId, meeting.id));
  const day = formatDate(`${meeting.met_on}T12:00:00Z`, locale, 'long');
  const ask = () =>
    void confirmDecision(
      {
        title: t('mentorship_meeting_delete_title'),
        message: t('mentorship_meeting_delete_confirm', { date: day }),
        confirmLabel: t('mentorship_delete'),
      },
      { cancel: t('form_cancel'), close: t('close') },
      () =>
        remove.mutate(undefined, {
          onSuccess: () => notifySuccess(t('mentorship_meeting_deleted')),
          onError: (error) => notifyError(error),
        }),
    );
  return (
    <Paper component="li" withBorder radius="sm" p="sm" data-testid="meeting-item">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm">
            <time dateTime={meeting.met_on}>{day}</time>
            <Text span c="dimmed" fw={400}>
              {' · '}
              {t('mentorship_meeting_by', { name: fullName(meeting.author) })}
            </Text>
          </Text>
          {meeting.notes && (
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {meeting.notes}
            </Text>
          )}
        </Stack>
        {meeting.mine && (
          <ActionIcon
            variant="subtle"
            color="gray"
            loading={remove.isPending}
            aria-label={t('mentorship_meeting_delete', { date: day })}
            onClick={ask}
          >
            <IconTrash aria-hidden="true" size={18} />
          </ActionIcon>
        )}
      </Group>
    </Paper>
  );
}

/**
 * One accepted match in the follow-up (issue 33 item 4): the other member, when it started and
 * ends, its six months with their meetings, the meetings logged (newest first), the form to log
 * one, and for the mentee at the end the five-emotion rating that finishes the mentorship.
 */
export function FollowupMatch({ entry }: { entry: Entry }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const { match, months, meetings } = entry;
  const other = otherSide(match);
  const name = fullName(other);
  const headingId = `followup-${match.id}`;
  const sorted = [...meetings].sort((a, b) => b.met_on.localeCompare(a.met_on));
  const rating = MENTORSHIP_RATINGS.find((entry) => entry.value === match.rating);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={headingId}
      data-testid="followup-match"
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <MemberAvatar name={name} picture={other.picture} roles={[]} size={48} />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={2} size="h3" id={headingId}>
              {t(
                match.role === 'mentor'
                  ? 'mentorship_followup_with_mentee'
                  : 'mentorship_followup_with_mentor',
                {
                  name,
                },
              )}
            </Title>
            {match.accepted_at && (
              <Text size="sm" c="dimmed">
                {t('mentorship_dates_accepted', {
                  accepted: formatDate(match.accepted_at, locale),
                  ends: match.ends_at ? formatDate(match.ends_at, locale) : '',
                })}
              </Text>
            )}
          </Stack>
        </Group>
        <FollowupMonths months={months} />
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('mentorship_meetings_heading', { count: meetings.length })}
          </Title>
          {sorted.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('mentorship_meetings_none')}
            </Text>
          ) : (
            <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
              {sorted.map((meeting) => (
                <MeetingRow key={meeting.id} matchId={match.id} meeting={meeting} />
              ))}
            </Stack>
          )}
        </Stack>
        {match.can.log_meeting && <MeetingForm matchId={match.id} />}
        {match.can.rate ? (
          <RatingForm matchId={match.id} mentorName={name} />
        ) : match.status === MATCH_STATUS.finished ? (
          <Text size="sm" fw={600} data-testid="followup-finished">
            {t('mentorship_followup_finished', {
              date: match.finished_at ? formatDate(match.finished_at, locale) : '',
            })}
            {rating && (
              <>
                {' '}
                {t('mentorship_rated', { rating: t(`mentorship_rating_${rating.key}`) })}{' '}
                <RatingIcon rating={rating.value} />
              </>
            )}
          </Text>
        ) : (
          match.role === 'mentee' &&
          match.ends_at && (
            <Text size="sm" c="dimmed">
              {t('mentorship_rating_later', {
                months: MENTORSHIP_MONTHS,
                date: formatDate(match.ends_at, locale),
              })}
            </Text>
          )
        )}
      </Stack>
    </Paper>
  );
}
