import { EVENTS_PAGE_SIZE_MAX, localizePath } from '@alumni/domain';
import {
  Button,
  Container,
  Group,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCalendarPlus, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { useLatestSearchParams } from '../../../shared/useLatestSearchParams.ts';
import { useViewer } from '../../../shared/viewer/useViewer.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { PublicationFilter, PublicationResults } from '../../publication/index.ts';
import { CalendarFeedCard } from '../components/CalendarFeedCard.tsx';
import { EventCalendar } from '../components/EventCalendar.tsx';
import { EventCard } from '../components/EventCard.tsx';
import { EventsMapSection } from '../components/EventsMapSection.tsx';
import {
  calendarMonth,
  canWriteEvents,
  LIST_FILTERS,
  listQuery,
  parseFilter,
} from '../eventRules.ts';
import { useEvents } from '../hooks/useEvents.ts';
import { FILTER_KEYS } from '../labels.ts';

type View = 'list' | 'calendar' | 'map';
const VIEWS: readonly View[] = ['list', 'calendar', 'map'];

/**
 * `/evenements` (spec 1 §2 Events "list with past, current, upcoming and My participations
 * views"; §4 filters Past, Coming, MyEvent, Refused): the school's events as cards or on a
 * month calendar, or the upcoming on-site ones on a map, filtered by period, participation or (for their writers, validators and
 * admins) status, searched by title, with "Create an event"; My participations offers the
 * member's private calendar feed. Filter, search, view and page
 * live in the address.
 */
export default function EventsListPage() {
  const { t } = useTranslation();
  const school = useSchool();
  const { locale } = useRouteLocale();
  const { user, loading } = useViewer();
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const filter = parseFilter(searchParams.get('filter'));
  const view: View = VIEWS.find((v) => v === searchParams.get('view')) ?? 'list';
  const [search, setSearch] = useState(searchParams.get('q') ?? '');
  const [debounced] = useDebouncedValue(search, 300);
  const [month, setMonth] = useState<Date | null>(null);
  const query = listQuery(filter, debounced);
  const paged = useEvents(query, view === 'calendar' ? EVENTS_PAGE_SIZE_MAX : undefined);

  const setParam = (name: string, value: string | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('page');
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  // The search follows the address once typing pauses.
  const trimmed = debounced.trim();
  useEffect(() => {
    if ((searchParams.get('q') ?? '') === trimmed) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('page');
        if (trimmed) next.set('q', trimmed);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [trimmed, searchParams, setSearchParams]);

  if (loading) return <PageLoader />;
  const filterOptions = LIST_FILTERS.map((value) => ({ value, label: t(FILTER_KEYS[value]) }));

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="center" wrap="wrap">
          <Title order={1}>{t('events_title')}</Title>
          {canWriteEvents(user, school) && (
            <Button
              component={Link}
              to={localizePath('/evenements/create', locale)}
              leftSection={<IconCalendarPlus aria-hidden="true" size={18} />}
            >
              {t('events_create')}
            </Button>
          )}
        </Group>
        <Group align="flex-end" gap="md" wrap="wrap">
          <PublicationFilter
            id="events-filter-label"
            label={t('events_filter')}
            options={filterOptions}
            value={filter}
            onChange={(value) => setParam('filter', value && value !== 'upcoming' ? value : null)}
          />
          <TextInput
            type="search"
            label={t('events_search')}
            placeholder={t('events_search_placeholder')}
            leftSection={<IconSearch aria-hidden="true" size={16} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            w={{ base: '100%', sm: 280 }}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="events-view-label">
              {t('events_view')}
            </Text>
            <SegmentedControl
              aria-labelledby="events-view-label"
              data={[
                { value: 'list', label: t('events_view_list') },
                { value: 'calendar', label: t('events_view_calendar') },
                { value: 'map', label: t('events_view_map') },
              ]}
              value={view}
              onChange={(value) => setParam('view', value === 'list' ? null : value)}
            />
          </Stack>
        </Group>
        {filter === 'mine' && <CalendarFeedCard />}
        {view === 'map' ? (
          <EventsMapSection />
        ) : (
          <PublicationResults
            paged={paged}
            countText={(count) => t(`events_count_${filter}`, { count })}
            countTestId="events-count"
            card={(event) => <EventCard event={event} />}
          >
            {view === 'calendar'
              ? (results) => (
                  <EventCalendar
                    events={results}
                    month={month ?? calendarMonth()}
                    onMonthChange={setMonth}
                  />
                )
              : undefined}
          </PublicationResults>
        )}
      </Stack>
    </Container>
  );
}
