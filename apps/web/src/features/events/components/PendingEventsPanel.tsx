import type { EventSummary } from '@alumni/domain';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { PendingPublicationsPanel } from '../../publication/index.ts';
import { useStaticOptions } from '../../staticLists/index.ts';
import { eventDateRange } from '../eventRules.ts';
import { EVENT_PUBLICATION } from '../publicationArea.ts';

/**
 * Validations → Events (spec 1 §2 Validations tabs; spec 2 §6 validator scope 6 Evenement):
 * the kit's pending queue of events, soonest first, with each one's category and dates.
 */
export function PendingEventsPanel() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const categories = useStaticOptions('event_category');
  return (
    <PendingPublicationsPanel
      area={EVENT_PUBLICATION}
      detail={(event: EventSummary) => categories.labelOf(event.category)}
      columns={[
        {
          accessor: 'start_at',
          title: t('events_pending_column_date'),
          render: (event) => (
            <Text size="sm" component="time" dateTime={event.start_at}>
              {eventDateRange(event.start_at, event.end_at, locale)}
            </Text>
          ),
        },
      ]}
    />
  );
}
