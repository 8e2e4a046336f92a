import type { FollowupMonth } from '@alumni/domain';
import { MENTORSHIP_MEETINGS_PER_MONTH } from '@alumni/domain';
import { Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';

/** How a month reads: met (enough meetings), missed (past without), under way, to come. */
function monthState(month: FollowupMonth): 'met' | 'missed' | 'current' | 'future' {
  if (month.met) return 'met';
  if (month.state === 'past') return 'missed';
  return month.state;
}

/** The last day of a month whose span ends (exclusive) at `to`. */
const lastDay = (to: string) => new Date(Date.parse(to) - 86_400_000);

const ICONS = {
  met: { icon: IconCheck, color: 'green' },
  missed: { icon: IconAlertTriangle, color: 'red' },
  current: { icon: IconClock, color: 'blue' },
  future: { icon: IconClock, color: 'gray' },
} as const;

/**
 * The six months of a match's follow-up (issue 33 item 4 "at least one meeting a month over
 * six months"): each month's span, its meetings, and whether it reached the one meeting
 * expected (met), went by without (missed), is under way or to come. An ordered list: its
 * words say it all; colours and icons only repeat them.
 */
export function FollowupMonths({ months }: { months: FollowupMonth[] }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const dayMonth = (date: string | Date) =>
    new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(new Date(date));
  return (
    <SimpleGrid
      component="ol"
      cols={{ base: 2, xs: 3, md: 6 }}
      spacing="xs"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={t('mentorship_followup_months', { count: MENTORSHIP_MEETINGS_PER_MONTH })}
    >
      {months.map((month) => {
        const state = monthState(month);
        const { icon: Icon, color } = ICONS[state];
        return (
          <Paper
            key={month.month}
            component="li"
            withBorder
            radius="md"
            p="xs"
            data-testid="followup-month"
            data-state={state}
            // The month under way stands out by its border (text keeps its contrast).
            style={
              state === 'current'
                ? { borderColor: 'var(--mantine-color-blue-7)', borderWidth: 2 }
                : undefined
            }
          >
            <Text fw={700} size="sm">
              {t('mentorship_month', { month: month.month })}
            </Text>
            <Text size="xs" c="dimmed">
              {dayMonth(month.from)} – {dayMonth(lastDay(month.to))}
            </Text>
            <Text size="sm" mt={4} style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
              <ThemeIcon color={color} variant="light" size="sm" radius="xl" aria-hidden="true">
                <Icon size={14} />
              </ThemeIcon>
              <span>{t(`mentorship_month_${state}`, { count: month.meetings })}</span>
            </Text>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
