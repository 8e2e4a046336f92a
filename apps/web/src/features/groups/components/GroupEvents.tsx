import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EventCard } from '../../events/index.ts';
import { useGroupEvents } from '../hooks/useGroupEvents.ts';

/**
 * The group's next events (issue 33 item 4 "Events can be organised by a group and shown on
 * its page"), soonest first; nothing when it has none (or they could not be read: the feed
 * stays the page's subject).
 */
export function GroupEvents({ groupId }: { groupId: number }) {
  const { t } = useTranslation();
  const events = useGroupEvents(groupId, true);
  const results = events.data?.results ?? [];
  if (results.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="group-events-heading">
      <Title order={2} size="h4" id="group-events-heading">
        {t('groups_events_title')}
      </Title>
      <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
        {results.map((event) => (
          <li key={event.id}>
            <EventCard event={event} headingOrder={3} />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
