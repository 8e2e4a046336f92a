import { localizePath } from '@alumni/domain';
import { Anchor, Group, Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../api/ApiError.ts';
import { MembersMapSection } from '../../directory/components/MembersMapSection.tsx';
import { readDirectoryParams } from '../../directory/directoryParams.ts';
import { useDirectoryMap } from '../../directory/hooks/useDirectoryMap.ts';
import { useRouteLocale } from '../../navigation/hooks/useRouteLocale.ts';

/** The dashboard's map of the members (spec 1 §2 Dashboard): every member, by city. */
export function DashboardMap() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const everyone = useMemo(() => readDirectoryParams(new URLSearchParams()), []);
  const map = useDirectoryMap(everyone, true);
  // Switched off since the page loaded (404), or not for this viewer (403): no section.
  if (map.isError && isApiError(map.error) && [403, 404].includes(map.error.status ?? 0))
    return null;
  return (
    <Stack component="section" aria-labelledby="dashboard-map-heading" gap="sm">
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
