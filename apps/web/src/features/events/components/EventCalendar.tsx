import type { EventSummary } from '@alumni/domain';
import { localizePath } from '@alumni/domain';
import { ActionIcon, Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import {
  dayIn,
  dayKey,
  daysWithEvents,
  eventsByDay,
  monthGrid,
  nextEventMonth,
} from '../eventRules.ts';
import { EventAgenda } from './EventAgenda.tsx';

/**
 * The month calendar view of the events list (issue 14 item 2 "a month calendar view"): a
 * grid of the month's weeks, Monday first, each day listing the events that run on it as
 * links to their pages (days in the school's time zone), with buttons to the previous and next
 * month; on phones, the month's days that have events as an agenda (EventAgenda). A month
 * without events says so and offers the next month that has one. `month` is any date in the
 * month shown; `events` are those the list loaded.
 */
export function EventCalendar({
  events,
  month,
  onMonthChange,
}: {
  events: readonly EventSummary[];
  month: Date;
  onMonthChange: (month: Date) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const year = month.getFullYear();
  const index = month.getMonth();
  const weeks = monthGrid(year, index);
  // Days are the school's (issue 14 item 6), as the times on the cards are.
  const timeZone = useSchool().time_zone;
  const byDay = eventsByDay(events, timeZone);
  const today = dayIn(new Date().toISOString(), timeZone);
  const monthName = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(
    month,
  );
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short' });
  const dayName = new Intl.DateTimeFormat(locale, { dateStyle: 'full' });
  const firstWeek = weeks[0] ?? [];
  // Phones get the month as an agenda: seven columns do not fit (issue 30 item 12).
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const days = daysWithEvents(byDay, year, index);
  const next = nextEventMonth(byDay, year, index);
  const nextName = next
    ? new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(next)
    : '';

  return (
    <Stack gap="sm" data-testid="event-calendar">
      <Group justify="space-between" align="center">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('events_calendar_previous')}
          onClick={() => onMonthChange(new Date(year, index - 1, 1))}
        >
          <IconChevronLeft aria-hidden="true" size={18} />
        </ActionIcon>
        <Title order={2} size="h3" id="events-calendar-month" tt="capitalize">
          {monthName}
        </Title>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('events_calendar_next')}
          onClick={() => onMonthChange(new Date(year, index + 1, 1))}
        >
          <IconChevronRight aria-hidden="true" size={18} />
        </ActionIcon>
      </Group>
      {days.length === 0 && (
        <Group gap="sm" wrap="wrap" data-testid="calendar-empty-month">
          <Text size="sm">{t('events_calendar_no_event', { month: monthName })}</Text>
          {next && (
            <Button variant="default" size="compact-sm" onClick={() => onMonthChange(next)}>
              {t('events_calendar_next_event', { month: nextName })}
            </Button>
          )}
        </Group>
      )}
      {phone ? (
        <EventAgenda days={days} byDay={byDay} today={today} timeZone={timeZone} />
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table
            withTableBorder
            withColumnBorders
            layout="fixed"
            aria-labelledby="events-calendar-month"
          >
            <Table.Thead>
              <Table.Tr>
                {firstWeek.map((day) => (
                  <Table.Th key={day.getDay()} ta="center" tt="capitalize">
                    {weekday.format(day)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {weeks.map((week) => (
                <Table.Tr key={dayKey(week[0] ?? month)}>
                  {week.map((day) => {
                    const key = dayKey(day);
                    const outside = day.getMonth() !== index;
                    const dayEvents = byDay.get(key) ?? [];
                    return (
                      <Table.Td
                        key={key}
                        valign="top"
                        h={96}
                        bg={outside ? 'gray.0' : undefined}
                        data-day={key}
                      >
                        <Text
                          size="sm"
                          fw={key === today ? 700 : 400}
                          c={outside ? 'gray.7' : undefined}
                          aria-label={dayName.format(day)}
                          td={key === today ? 'underline' : undefined}
                        >
                          {day.getDate()}
                        </Text>
                        <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                          {dayEvents.map((event) => (
                            <li key={event.id}>
                              <Anchor
                                component={Link}
                                to={localizePath(`/evenements/${event.slug}`, locale)}
                                size="xs"
                                style={{ overflowWrap: 'anywhere' }}
                                data-testid="calendar-event"
                              >
                                {event.title}
                              </Anchor>
                            </li>
                          ))}
                        </Stack>
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
