import type { EventDetails } from '@alumni/domain';
import { localizePath } from '@alumni/domain';
import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { useStaticOptions } from '../../staticLists/index.ts';
import { eventDateRange } from '../eventRules.ts';
import { TYPE_KEYS } from '../labels.ts';

/**
 * An event's facts as a description list (spec 1 §3 Event): dates with the time zone named,
 * type with its online link or address, city, organizer and category, and the group organising
 * it, linking to the group's page (issue 33 item 4).
 */
export function EventFacts({ event }: { event: EventDetails }) {
  const { t } = useTranslation();
  const categories = useStaticOptions('event_category');
  const { locale } = useRouteLocale();
  const timeZone = useSchool().time_zone;
  const facts: { label: string; value: ReactNode; id: string }[] = [
    {
      id: 'when',
      label: t('events_fact_when'),
      value: (
        <time dateTime={event.start_at}>
          {eventDateRange(event.start_at, event.end_at, locale, timeZone)}
        </time>
      ),
    },
    {
      id: 'where',
      label: t(TYPE_KEYS[event.type]),
      value:
        event.type === 'online' ? (
          <Anchor
            href={event.online_link}
            target="_blank"
            rel="noopener noreferrer"
            style={{ overflowWrap: 'anywhere' }}
          >
            {event.online_link}
          </Anchor>
        ) : (
          event.address
        ),
    },
    { id: 'city', label: t('events_field_city'), value: event.city },
    { id: 'organizer', label: t('events_field_organizer'), value: event.organizer },
    {
      id: 'category',
      label: t('events_field_category'),
      value: categories.labelOf(event.category),
    },
  ];
  if (event.group) {
    facts.push({
      id: 'group',
      label: t('events_fact_group'),
      value: (
        <Anchor
          component={Link}
          to={localizePath(`/groups/${encodeURIComponent(event.group.slug)}`, locale)}
          data-testid="event-group"
        >
          {event.group.title}
        </Anchor>
      ),
    });
  }
  return (
    <SimpleGrid
      component="dl"
      cols={{ base: 1, sm: 2 }}
      spacing="sm"
      m={0}
      data-testid="event-facts"
    >
      {facts.map((fact) => (
        <Stack key={fact.id} gap={0}>
          <Text component="dt" size="sm" fw={600}>
            {fact.label}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
            {fact.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
