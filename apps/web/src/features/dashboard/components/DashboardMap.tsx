import { localizePath } from '@alumni/domain';
import { Anchor, Group, Stack, Title } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../api/ApiError.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { MembersMapSection, readDirectoryParams, useDirectoryMap } from '../../directory/index.ts';

/**
 * The dashboard's map of the members (spec 1 §2 Dashboard): every member, by city. Its data
 * and Leaflet (60 KB gzip, and the map's set-up on the main thread) load when the section
 * comes within 300 px of the screen, not with the page: it sits below the fold on every
 * screen (issue 16). Until then its place is held by the map's placeholder, of the map's
 * height, so nothing moves when it arrives.
 */
export function DashboardMap() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const everyone = useMemo(() => readDirectoryParams(new URLSearchParams()), []);
  const { ref, entry } = useIntersection<HTMLElement>({ rootMargin: '300px' });
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (entry?.isIntersecting) setNear(true);
  }, [entry?.isIntersecting]);
  const map = useDirectoryMap(everyone, near);
  // Switched off since the page loaded (404), or not for this viewer (403): no section.
  if (map.isError && isApiError(map.error) && [403, 404].includes(map.error.status ?? 0))
    return null;
  return (
    <Stack ref={ref} component="section" aria-labelledby="dashboard-map-heading" gap="sm">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3" id="dashboard-map-heading">
          {t('dashboard_map_title')}
        </Title>
        <Anchor component={Link} to={`${localizePath('/directory', locale)}?type=map`}>
          {t('dashboard_map_link')}
        </Anchor>
      </Group>
      <MembersMapSection data={map.data} loading={map.isFetching} height={340} />
    </Stack>
  );
}
