import { loginPath, pageTextIn } from '@alumni/domain';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { useViewer } from '../../../shared/viewer/useViewer.ts';
import { KeyNumbers } from '../components/KeyNumbers.tsx';
import { SchoolDescription } from '../components/SchoolDescription.tsx';
import classes from './HomePage.module.css';

/**
 * `/`: the school's cover, name, description, home presentation (School settings → school
 * pages) and key numbers; sign-in for visitors.
 */
export default function HomePage() {
  const { t } = useTranslation();
  const school = useSchool();
  const { locale } = useRouteLocale();
  const { authenticated, loading } = useViewer();
  return (
    <>
      {school.cover && (
        <div className={classes.cover}>
          <img src={school.cover} alt="" className={classes.coverImage} />
        </div>
      )}
      <Container size="lg" py="xl">
        <Stack gap="lg">
          <Title order={1}>{school.name}</Title>
          <SchoolDescription text={school.description[locale] ?? ''} />
          <SchoolDescription text={pageTextIn(school.home_presentation, locale)?.text ?? ''} />
          <KeyNumbers numbers={school.key_numbers} />
          {!loading && !authenticated && (
            <Group gap="md" align="center">
              <Button
                component={Link}
                to={loginPath('/', locale)}
                size="lg"
                leftSection={<IconLogin aria-hidden="true" size={20} />}
              >
                {t('home_sign_in')}
              </Button>
              <Text>{t('home_sign_in_prompt')}</Text>
            </Group>
          )}
        </Stack>
      </Container>
    </>
  );
}
