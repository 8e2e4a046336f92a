import type { DirectoryMapPoint, EventMapPoint } from '@alumni/domain';
import { localizePath } from '@alumni/domain';
import { Alert, Anchor, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMapPinOff } from '@tabler/icons-react';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { countryName } from '../../../ui/countries.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { eventDateRange } from '../eventRules.ts';
import { useEventsMap } from '../hooks/useEventsMap.ts';

/** The directory's map (Leaflet loads with the first map shown, never with the page). */
const PlacesMap = lazy(() => import('../../../ui/map/MembersMap.tsx'));

const HEIGHT = 420;
const keyOf = (point: DirectoryMapPoint) => `${point.lat},${point.lon}`;

/** The events of a place, each linked to its page with its dates (school's time zone). */
function PlaceEvents({ point }: { point: EventMapPoint }) {
  const { locale } = useRouteLocale();
  const timeZone = useSchool().time_zone;
  return (
    <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
      {point.events.map((event) => (
        <li key={event.id}>
          <Anchor component={Link} to={localizePath(`/evenements/${event.slug}`, locale)}>
            {event.title}
          </Anchor>
          <Text size="xs">{eventDateRange(event.start_at, event.end_at, locale, timeZone)}</Text>
        </li>
      ))}
    </Stack>
  );
}

/**
 * The map view of `/evenements` (issue 14 item 2 "the map of on-site events (geocoded city,
 * as the directory map)"): the upcoming on-site events the member may open, one marker per
 * city with its events in the popup, framed by the school's `map_details`; under it, the
 * same places and events as a list (its text alternative), and how many could not be placed.
 */
export function EventsMapSection() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const query = useEventsMap();
  const data = query.data;
  const byPlace = useMemo(
    () => new Map((data?.points ?? []).map((point) => [keyOf(point), point])),
    [data],
  );
  const nameOfCountry = useMemo(() => (code: string) => countryName(code, locale), [locale]);
  const words = useMemo(
    () => ({
      marker: (point: DirectoryMapPoint) =>
        t('events_map_marker', { city: point.city, count: point.count }),
      cluster: (places: number, count: number) => t('events_map_cluster', { places, count }),
      popup: (point: DirectoryMapPoint) => {
        const found = byPlace.get(keyOf(point));
        return found ? <PlaceEvents point={found} /> : null;
      },
    }),
    [t, byPlace],
  );
  if (query.isError) return <LoadError inline onRetry={() => void query.refetch()} />;
  const placeholder = <Skeleton height={HEIGHT} radius="md" aria-hidden="true" />;
  return (
    <Stack gap="md" data-testid="events-map" aria-busy={query.isPending || undefined}>
      {data ? (
        <Suspense fallback={placeholder}>
          <PlacesMap
            points={data.points}
            center={school.map_details.center}
            zoom={school.map_details.zoom}
            height={HEIGHT}
            label={t('events_map_label')}
            countryName={nameOfCountry}
            words={words}
          />
        </Suspense>
      ) : (
        placeholder
      )}
      {data && (
        <Text size="sm" role="status" data-testid="events-map-summary">
          {t('events_map_summary', { count: data.count, places: data.points.length })}
          {data.unplaced > 0 && (
            <>
              {' · '}
              <IconMapPinOff aria-hidden="true" size={14} style={{ verticalAlign: -2 }} />{' '}
              {t('events_map_unplaced', { count: data.unplaced })}
            </>
          )}
        </Text>
      )}
      {data && data.points.length === 0 && (
        <Alert variant="light" color="gray">
          {t('events_map_none')}
        </Alert>
      )}
      {data?.points.map((point) => (
        <Stack key={keyOf(point)} gap={4} component="section" data-testid="events-map-place">
          <Title order={2} size="h4">
            {point.city} ({nameOfCountry(point.country)})
          </Title>
          <PlaceEvents point={point} />
        </Stack>
      ))}
    </Stack>
  );
}
