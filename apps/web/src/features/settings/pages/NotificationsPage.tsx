import { localizePath } from '@alumni/domain';
import { Anchor, Container, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { NotificationsForm } from '../components/NotificationsForm.tsx';
import { useUserSettings } from '../hooks/useUserSettings.ts';

/** `/settings/UserSettingsNotifications`: the user's settings in this school (spec 1 §3). */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const settings = useUserSettings();
  return (
    <Container size="md" py="xl">
      <Anchor
        component={Link}
        to={localizePath('/settings', locale)}
        size="sm"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
      >
        <IconArrowLeft aria-hidden="true" size={16} />
        {t('notifications_back')}
      </Anchor>
      <Title order={1} mt="sm">
        {t('page_title_settings_notifications')}
      </Title>
      <Text mt="xs" mb="lg">
        {t('settings_notifications_intro')}
      </Text>
      {settings.isPending ? (
        <PageLoader />
      ) : settings.isError ? (
        <LoadError onRetry={() => void settings.refetch()} />
      ) : (
        <NotificationsForm settings={settings.data} />
      )}
    </Container>
  );
}
