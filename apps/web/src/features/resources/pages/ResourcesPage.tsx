import { canListResources, canManageResources } from '@alumni/domain';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { useViewer } from '../../../shared/viewer/useViewer.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { ErrorPage } from '../../errors/index.ts';
import { ResourceList } from '../components/ResourceList.tsx';

/**
 * `/resources` (spec 1 §2; issue 31 item 7; spec 2 §6 Menu visibility "Resources: permission
 * on the school resource list view"): the school's files to download, those meant for every
 * member and for the viewer's roles. The school's admins add, edit, order and delete them here
 * and see who each is for and how many times it was downloaded. Without the permission: 403.
 */
export default function ResourcesPage() {
  const { t } = useTranslation();
  const school = useSchool();
  const { user } = useViewer();
  if (!user) return <PageLoader />;
  if (!canListResources(user, school)) {
    return <ErrorPage status={403} message={t('error_forbidden')} />;
  }
  const manage = canManageResources(user, school);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t('page_title_resources')}</Title>
          <Text>{t(manage ? 'resources_intro_admin' : 'resources_intro')}</Text>
        </Stack>
        <ResourceList manage={manage} />
      </Stack>
    </Container>
  );
}
