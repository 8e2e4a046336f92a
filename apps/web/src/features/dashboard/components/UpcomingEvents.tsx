import { localizePath } from '@alumni/domain';
import { SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EventCard } from '../../events/components/EventCard.tsx';
import { useUpcomingEvents } from '../../events/hooks/useUpcomingEvents.ts';
import { useRouteLocale } from '../../navigation/hooks/useRouteLocale.ts';
import { DashboardSection } from './DashboardSection.tsx';

/** How many events the dashboard shows. */
export const UPCOMING_EVENTS_SHOWN = 3;

/** The dashboard's upcoming events (spec 1 §2 Dashboard "upcoming events"): the next ones as cards. */
export function UpcomingEvents() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const upcoming = useUpcomingEvents(UPCOMING_EVENTS_SHOWN);
  return (
    <DashboardSection
      id="dashboard-events-heading"
      title={t('events_dashboard_title')}
      link={{ to: localizePath('/evenements', locale), label: t('events_dashboard_link') }}
      testId="upcoming-events"
    >
      {upcoming.isPending ? (
        <SimpleGrid cols={{ base: 1, md: UPCOMING_EVENTS_SHOWN }} spacing="sm" aria-hidden="true">
          {Array.from({ length: UPCOMING_EVENTS_SHOWN }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
            <Skeleton key={i} height={180} radius="md" />
          ))}
        </SimpleGrid>
      ) : upcoming.isError ? (
        <Text role="alert">{t('error_base_message')}</Text>
      ) : upcoming.data.results.length === 0 ? (
        <Text>{t('events_dashboard_empty')}</Text>
      ) : (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, md: UPCOMING_EVENTS_SHOWN }}
          spacing="sm"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {upcoming.data.results.map((event) => (
            <li key={event.id}>
              <EventCard event={event} headingOrder={3} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </DashboardSection>
  );
}
