import type { EventSummary } from '@alumni/domain';
import { localizePath } from '@alumni/domain';
import { Card, Group, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconMapPin, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { CoverImage } from '../../../ui/cover/CoverImage.tsx';
import { PublicationCardHeading } from '../../publication/index.ts';
import { useStaticOptions } from '../../staticLists/index.ts';
import { eventDateRange } from '../eventRules.ts';
import { TYPE_KEYS } from '../labels.ts';
import { EVENT_PUBLICATION } from '../publicationArea.ts';

/**
 * An event in a list (spec 1 §2 Events list): its category, status when not published, title
 * linking to its page, its cover when it has one (its box reserved), dates (time zone named), type and city, organizer. `headingOrder`
 * follows the page's outline.
 */
export function EventCard({
  event,
  headingOrder = 2,
}: {
  event: EventSummary;
  headingOrder?: 2 | 3;
}) {
  const { t } = useTranslation();
  const categories = useStaticOptions('event_category');
  const { locale } = useRouteLocale();
  const timeZone = useSchool().time_zone;
  const TypeIcon = event.type === 'online' ? IconWorld : IconMapPin;
  return (
    <Card
      component="article"
      withBorder
      radius="md"
      padding="md"
      h="100%"
      data-testid="event-card"
      data-slug={event.slug}
    >
      {event.cover && (
        <Card.Section mb="md">
          <CoverImage cover={event.cover} />
        </Card.Section>
      )}
      <Stack gap="xs">
        <PublicationCardHeading
          area={EVENT_PUBLICATION}
          status={event.status}
          publicStatus="published"
          label={categories.labelOf(event.category)}
          restricted={event.restricted}
          restrictedLabel={t('events_restricted_badge')}
          headingOrder={headingOrder}
          to={localizePath(`/evenements/${event.slug}`, locale)}
          linkTestId="event-link"
        >
          {event.title}
        </PublicationCardHeading>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconCalendarEvent aria-hidden="true" size={18} style={{ flexShrink: 0 }} />
          <Text size="sm">
            <time dateTime={event.start_at}>
              {eventDateRange(event.start_at, event.end_at, locale, timeZone)}
            </time>
          </Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <TypeIcon aria-hidden="true" size={18} style={{ flexShrink: 0 }} />
          <Text size="sm">
            {t(TYPE_KEYS[event.type])} · {event.city}
          </Text>
        </Group>
        <Text size="sm">{t('events_organized_by', { organizer: event.organizer })}</Text>
      </Stack>
    </Card>
  );
}
