import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { fetchRoleSettings, roleSettingsKey } from '../rolesApi.ts';
import { PermissionGrid } from './PermissionGrid.tsx';
import { RoleSettingsForm } from './RoleSettingsForm.tsx';

/**
 * School settings → roles and permissions (spec 1 §2 Settings, §3 School role and Role view
 * permission; spec 2 §6; issue 31 item 1): the school's roles, each renamed, switched,
 * coloured and shown in the directory or not, then the permission grid. Read with `GET
 * /api/schools/{id}/roles/`, which also says what the admin may grant.
 */
export function RolesSection() {
  const { t } = useTranslation();
  const school = useSchool();
  const roles = useQuery({
    queryKey: roleSettingsKey(school.id),
    queryFn: ({ signal }) => fetchRoleSettings(school.id, signal),
  });
  if (roles.isPending) return <PageLoader />;
  if (roles.isError) return <LoadError onRetry={() => void roles.refetch()} />;
  return (
    <Stack gap="xl">
      <Stack gap="md" component="section" aria-labelledby="school-roles-heading">
        <Title order={3} id="school-roles-heading">
          {t('schoolsettings_roles_list_title')}
        </Title>
        <Text size="sm">{t('schoolsettings_roles_intro')}</Text>
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          {roles.data.roles.map((role) => (
            <RoleSettingsForm key={role.id} role={role} />
          ))}
        </SimpleGrid>
      </Stack>
      <Stack gap="md" component="section" aria-labelledby="school-grid-heading">
        <Title order={3} id="school-grid-heading">
          {t('schoolsettings_roles_grid_title')}
        </Title>
        <PermissionGrid list={roles.data} />
      </Stack>
    </Stack>
  );
}
