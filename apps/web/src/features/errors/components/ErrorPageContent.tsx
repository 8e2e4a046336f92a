import { localizePath } from '@alumni/domain';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Noindex } from '../../../app/layouts/Noindex.tsx';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';

/** The error page's content, built with Mantine (in a MantineScope, ErrorPage.tsx). */
export default function ErrorPageContent({ status, message }: { status: number; message: string }) {
  const school = useSchool();
  const { locale } = useRouteLocale();
  // In the route's language even before the interface language follows it (issue 12).
  const { t } = useTranslation(undefined, { lng: locale });
  const home = localizePath(school.flags.has_public_pages ? '/dashboard' : '/login', locale);
  return (
    <Container size="sm" py={64}>
      <Noindex />
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>{t('error_title')}</Title>
        <Text
          component="p"
          fz={64}
          fw={800}
          lh={1}
          m={0}
          aria-label={t('error_status', { status })}
          data-testid="error-status"
        >
          {status}
        </Text>
        <Text component="p" size="xl" m={0}>
          {message}
        </Text>
        <Button component={Link} to={home} size="md" mt="md">
          {t('error_back_home')}
        </Button>
      </Stack>
    </Container>
  );
}
