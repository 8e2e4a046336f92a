import { localizePath } from '@alumni/domain';
import { Button, Stack, Text } from '@mantine/core';
import { IconFiles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';

/**
 * School settings → resources (spec 1 §2 Settings "resources"; issue 31 item 7): the school's
 * files to download are added, edited, ordered and deleted on the resources page itself
 * (`/resources`), where admins also see who each is for and its downloads; this section
 * says so and leads there.
 */
export function ResourcesSection() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  return (
    <Stack gap="md" maw={720} align="flex-start">
      <Text>{t('schoolsettings_resources_intro')}</Text>
      <Button
        component={Link}
        to={localizePath('/resources', locale)}
        leftSection={<IconFiles aria-hidden="true" size={18} />}
      >
        {t('schoolsettings_resources_open')}
      </Button>
    </Stack>
  );
}
