import { localizePath } from '@alumni/domain';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { EventCard, useUpcomingEvents } from '../../events/index.ts';
import { DashboardCards } from './DashboardCards.tsx';
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
      <DashboardCards
        query={upcoming}
        shown={UPCOMING_EVENTS_SHOWN}
        placeholderHeight={180}
        empty={t('events_dashboard_empty')}
        card={(event) => <EventCard event={event} headingOrder={3} />}
      />
    </DashboardSection>
  );
}
