import { hasPageText, localizePath } from '@alumni/domain';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { useViewer } from '../../../shared/viewer/useViewer.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { KeyNumbers } from '../../home/index.ts';
import { PageText } from '../components/PageText.tsx';
import classes from '../components/TeamCard.module.css';
import { TeamCard } from '../components/TeamCard.tsx';
import { useAboutPage } from '../hooks/useAboutPage.ts';

/**
 * `/about` (spec 1 §2 routes; "School page editing: about, team section, mentorship
 * presentation, key stats"): the school's presentation, its key numbers banner (from 3 on,
 * spec 2 §9), its team as cards leading to each person's page, and the mentorship
 * presentation when the school wrote one. Public where the school has public pages (public
 * layout); admins get a link to edit it in School settings.
 */
export default function AboutPage() {
  const { t } = useTranslation();
  const school = useSchool();
  const { locale } = useRouteLocale();
  const { isAdmin } = useViewer();
  const query = useAboutPage();
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return (
      <Container size="lg" py="xl">
        <LoadError onRetry={() => void query.refetch()} />
      </Container>
    );
  }
  const page = query.data;
  const hasMentorship = hasPageText(page.mentorship.fr) || hasPageText(page.mentorship.en);
  const empty =
    !hasPageText(page.presentation.fr) &&
    !hasPageText(page.presentation.en) &&
    page.team.length === 0 &&
    !hasMentorship;
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Group justify="space-between" align="flex-start" gap="md">
          <Title order={1}>{t('about_title', { school: school.name })}</Title>
          {isAdmin && (
            <Button
              component={Link}
              to={`${localizePath('/settings/school', locale)}?section=pages`}
              variant="default"
              leftSection={<IconPencil aria-hidden="true" size={16} />}
            >
              {t('about_edit')}
            </Button>
          )}
        </Group>
        <PageText text={page.presentation} locale={locale} testId="about-presentation" />
        <KeyNumbers numbers={page.key_numbers} />
        {page.team.length > 0 && (
          <Stack component="section" gap="md" aria-labelledby="about-team-title">
            <Title order={2} id="about-team-title">
              {t('about_team')}
            </Title>
            <ul className={classes.list} data-testid="about-team">
              {page.team.map((member) => (
                <TeamCard key={member.id} member={member} locale={locale} />
              ))}
            </ul>
          </Stack>
        )}
        {hasMentorship && (
          <Stack component="section" gap="sm" aria-labelledby="about-mentorship-title">
            <Title order={2} id="about-mentorship-title">
              {t('about_mentorship')}
            </Title>
            <PageText text={page.mentorship} locale={locale} testId="about-mentorship" />
          </Stack>
        )}
        {empty && <Text c="dimmed">{t('about_empty')}</Text>}
      </Stack>
    </Container>
  );
}
