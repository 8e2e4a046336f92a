import { localizePath, loginPath, pageTextIn } from '@alumni/domain';
import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { KeyNumbers, SchoolDescription } from '../../home/index.ts';
import { LatestNews } from './LatestNews.tsx';

/**
 * The public dashboard (spec 1 §2: the dashboard is public when the school has public pages):
 * anonymous visitors get the school's welcome (its description, home presentation and key
 * numbers), its latest news when the blog is public (`news`) and a way to sign in, never
 * member data.
 */
export function PublicWelcome({ news = false }: { news?: boolean }) {
  const { t } = useTranslation();
  const school = useSchool();
  const { locale } = useRouteLocale();
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg" data-testid="public-welcome">
        <Title order={1}>{t('dashboard_public_title', { school: school.name })}</Title>
        <SchoolDescription text={school.description[locale] ?? ''} />
        <SchoolDescription text={pageTextIn(school.home_presentation, locale)?.text ?? ''} />
        <KeyNumbers numbers={school.key_numbers} />
        <Paper withBorder radius="md" p="lg">
          <Stack gap="sm" align="flex-start">
            <Title order={2} size="h3">
              {t('dashboard_public_members_title')}
            </Title>
            <Text>{t('dashboard_public_members_text')}</Text>
            <Group gap="md" align="center">
              <Button
                component={Link}
                to={loginPath('/dashboard', locale)}
                size="md"
                leftSection={<IconLogin aria-hidden="true" size={20} />}
              >
                {t('home_sign_in')}
              </Button>
              <Anchor component={Link} to={localizePath('/new', locale)}>
                {t('login_first_connection')}
              </Anchor>
            </Group>
          </Stack>
        </Paper>
        {news && <LatestNews />}
      </Stack>
    </Container>
  );
}
