import type { MentorCard as Mentor } from '@alumni/domain';
import { fullName, localizePath, MATCH_STATUS } from '@alumni/domain';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconHeartHandshake, IconMapPin, IconSchool } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { MemberAvatar } from '../../directory/index.ts';

/**
 * A mentor in the search (issue 33 item 2): picture, name (a link to the profile), current
 * work, degree and year, sector and city, the types of mentoring offered, the seats taken, and
 * the request button. A full mentor's button stays off with the spec's tooltip (spec 2 §8 "a
 * tooltip shows when the mentor cap is reached"); so does everyone's while the viewer has
 * their two requests waiting; a mentor the viewer already asked or follows says so instead.
 */
export function MentorCard({
  mentor,
  sectorLabel,
  blocked,
  onRequest,
}: {
  mentor: Mentor;
  sectorLabel: (code: string) => string;
  /** Why no request can be sent to anyone now (two pending), or null. */
  blocked: string | null;
  onRequest: (mentor: Mentor) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const reasonId = useId();
  const name = fullName(mentor);
  const studies = [mentor.degree?.name, mentor.graduation_year].filter(Boolean).join(' · ');
  const place = [mentor.sector ? sectorLabel(mentor.sector) : null, mentor.city]
    .filter(Boolean)
    .join(' · ');
  const seats =
    mentor.capacity === null
      ? t('mentorship_seats_open', { count: mentor.accepted })
      : t('mentorship_seats', { accepted: mentor.accepted, capacity: mentor.capacity });
  const refusal = mentor.full ? t('mentorship_mentor_full') : blocked;

  let action: ReactNode;
  if (mentor.my_match_status === MATCH_STATUS.pending) {
    action = (
      <Badge color="yellow.4" variant="filled" autoContrast size="lg" tt="none">
        {t('mentorship_card_requested')}
      </Badge>
    );
  } else if (mentor.my_match_status === MATCH_STATUS.accepted) {
    action = (
      <Badge color="teal.9" variant="filled" autoContrast size="lg" tt="none">
        {t('mentorship_card_your_mentor')}
      </Badge>
    );
  } else if (refusal) {
    action = (
      <Tooltip label={refusal} events={{ hover: true, focus: true, touch: true }} multiline w={260}>
        <Button
          data-disabled
          aria-disabled="true"
          aria-describedby={reasonId}
          onClick={(event) => event.preventDefault()}
          leftSection={<IconHeartHandshake aria-hidden="true" size={18} />}
          data-testid="mentor-request-disabled"
        >
          {t('mentorship_request')}
          <span id={reasonId} className="visually-hidden">
            {refusal}
          </span>
        </Button>
      </Tooltip>
    );
  } else {
    action = (
      <Button
        onClick={() => onRequest(mentor)}
        leftSection={<IconHeartHandshake aria-hidden="true" size={18} />}
        aria-label={t('mentorship_request_name', { name })}
      >
        {t('mentorship_request')}
      </Button>
    );
  }

  return (
    <Paper withBorder radius="md" p="md" h="100%" component="article" data-testid="mentor-card">
      <Stack gap="xs" h="100%">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <MemberAvatar name={name} picture={mentor.picture} roles={[]} size={56} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text component="h3" fw={700} size="lg" lh={1.3} m={0}>
              <Anchor
                component={Link}
                to={localizePath(`/profile/${mentor.id}`, locale)}
                c="inherit"
              >
                {name}
              </Anchor>
            </Text>
            {mentor.headline && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {mentor.headline}
              </Text>
            )}
          </Stack>
        </Group>
        {studies && (
          <Group gap={6} wrap="nowrap">
            <IconSchool aria-hidden="true" size={16} />
            <Text size="sm" c="dimmed">
              {studies}
            </Text>
          </Group>
        )}
        {place && (
          <Group gap={6} wrap="nowrap">
            <IconMapPin aria-hidden="true" size={16} />
            <Text size="sm" c="dimmed">
              {place}
            </Text>
          </Group>
        )}
        {mentor.types.length > 0 && (
          <Group gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {mentor.types.map((type) => (
              <li key={type}>
                <Badge variant="outline" color="dark" tt="none">
                  {t(`choice_mentoring_${type}`, { defaultValue: type })}
                </Badge>
              </li>
            ))}
          </Group>
        )}
        <Group justify="space-between" align="center" mt="auto" pt="xs" gap="xs">
          <Text size="sm" fw={600} c={mentor.full ? 'red.8' : undefined} data-testid="mentor-seats">
            {mentor.full ? t('mentorship_card_full') : seats}
          </Text>
          {action}
        </Group>
      </Stack>
    </Paper>
  );
}
