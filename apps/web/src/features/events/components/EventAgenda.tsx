import type { EventSummary } from '@alumni/domain';
import { localizePath } from '@alumni/domain';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { dayIn } from '../eventRules.ts';

/**
 * The calendar's month as an agenda, for phones (issue 30 item 12: the month grid was 656 px
 * wide on a 390 px screen, its days off-screen): only the days that have events, in order,
 * each a heading with its date and the events that run on it as links, the start time on the
 * day they start. `days` are `YYYY-MM-DD` keys of `byDay` (days in `timeZone`, the school's).
 */
export function EventAgenda({
  days,
  byDay,
  today,
  timeZone,
}: {
  days: readonly string[];
  byDay: ReadonlyMap<string, readonly EventSummary[]>;
  today: string;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const dayName = new Intl.DateTimeFormat(locale, { dateStyle: 'full' });
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone });
  return (
    <Stack gap="md" data-testid="event-agenda">
      {days.map((day) => {
        const [year, month, date] = day.split('-').map(Number);
        const headingId = `events-agenda-${day}`;
        return (
          <Stack key={day} gap={4} component="section" aria-labelledby={headingId}>
            <Group gap="xs">
              <Title order={3} size="h5" id={headingId} tt="capitalize">
                {dayName.format(new Date(year ?? 0, (month ?? 1) - 1, date ?? 1))}
              </Title>
              {day === today && (
                <Text size="sm" fw={700}>
                  {t('events_calendar_today')}
                </Text>
              )}
            </Group>
            <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {(byDay.get(day) ?? []).map((event) => (
                <li key={event.id}>
                  <Group gap="xs" wrap="nowrap" align="baseline">
                    {dayIn(event.start_at, timeZone) === day && (
                      <Text size="sm" c="dark.4" style={{ flexShrink: 0 }}>
                        {time.format(new Date(event.start_at))}
                      </Text>
                    )}
                    <Anchor
                      component={Link}
                      to={localizePath(`/evenements/${event.slug}`, locale)}
                      size="sm"
                      style={{ overflowWrap: 'anywhere' }}
                      data-testid="calendar-event"
                    >
                      {event.title}
                    </Anchor>
                  </Group>
                </li>
              ))}
            </Stack>
          </Stack>
        );
      })}
    </Stack>
  );
}
