import type { DirectoryMap } from '@alumni/domain';
import { Alert, Box, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconMapPinOff } from '@tabler/icons-react';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { countryName } from '../../../ui/countries.ts';

/** Leaflet and its styles load with the first map shown, never with the page (DESIGN §6). */
const MembersMap = lazy(() => import('../../../ui/map/MembersMap.tsx'));

/**
 * A map of the members by city with its text alternative (a table of the places and their
 * counts) and the number of members who could not be placed. The school's `map_details` centre
 * and zoom frame it.
 */
export function MembersMapSection({
  data,
  loading,
  height = 420,
}: {
  data: DirectoryMap | undefined;
  loading: boolean;
  height?: number;
}) {
  const { t } = useTranslation();
  const school = useSchool();
  const { locale } = useRouteLocale();
  const places = useMemo(
    () =>
      [...(data?.points ?? [])].sort(
        (a, b) => b.count - a.count || a.city.localeCompare(b.city, locale),
      ),
    [data, locale],
  );
  const nameOfCountry = useMemo(() => (code: string) => countryName(code, locale), [locale]);
  const placeholder = <Skeleton height={height} radius="md" aria-hidden="true" />;

  return (
    <Stack gap="sm" data-testid="members-map" aria-busy={loading || undefined}>
      {data ? (
        <Suspense fallback={placeholder}>
          <MembersMap
            points={data.points}
            center={school.map_details.center}
            zoom={school.map_details.zoom}
            height={height}
            label={t('membermap_label')}
            countryName={nameOfCountry}
          />
        </Suspense>
      ) : (
        placeholder
      )}
      {data && (
        <Group justify="space-between" gap="xs">
          <Text size="sm" role="status" data-testid="map-summary">
            {t('membermap_summary', { count: data.count, places: data.points.length })}
          </Text>
          {data.unplaced > 0 && (
            <Text size="sm" c="dimmed" data-testid="map-unplaced">
              <IconMapPinOff aria-hidden="true" size={14} style={{ verticalAlign: -2 }} />{' '}
              {t('membermap_unplaced', { count: data.unplaced })}
            </Text>
          )}
        </Group>
      )}
      {data && places.length === 0 && (
        <Alert variant="light" color="gray">
          {t('membermap_no_places')}
        </Alert>
      )}
      {places.length > 0 && (
        <Box component="details" data-testid="map-places">
          <Box component="summary" style={{ cursor: 'pointer' }} fw={600} py={4}>
            {t('membermap_places_summary', { count: places.length })}
          </Box>
          <Table striped verticalSpacing={4} mt="xs">
            <Table.Caption>{t('membermap_places_caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('field_city')}</Table.Th>
                <Table.Th scope="col">{t('field_country')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('membermap_members')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {places.map((place) => (
                <Table.Tr key={`${place.lat},${place.lon}`}>
                  <Table.Th scope="row" fw={400}>
                    {place.city}
                  </Table.Th>
                  <Table.Td>{nameOfCountry(place.country)}</Table.Td>
                  <Table.Td ta="right">{place.count}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      )}
    </Stack>
  );
}
