import { localizePath } from '@alumni/domain';
import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconUser } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../api/ApiError.ts';
import { documentTitle } from '../../../app/documentTitle.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { ErrorPage } from '../../errors/index.ts';
import { positionIn } from '../components/TeamCard.tsx';
import { TeamPhoto } from '../components/TeamPhoto.tsx';
import { useTeamMemberPage } from '../hooks/useTeamMemberPage.ts';

/**
 * `/about/{id}` (spec 1 §2 routes): one person of the school's team: photo, name, position and
 * biography, in the page's language or else the other one, with a link to their profile when
 * they are linked to a member and the viewer is a member too (the API gives it then only).
 */
export default function TeamMemberPage() {
  const { t } = useTranslation();
  const school = useSchool();
  const { locale } = useRouteLocale();
  const { id = '' } = useParams();
  const memberId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  const query = useTeamMemberPage(memberId);
  const name = query.data?.name ?? null;
  useEffect(() => {
    if (!name) return;
    const frame = requestAnimationFrame(() => {
      document.title = documentTitle(name, school.name);
    });
    return () => cancelAnimationFrame(frame);
  }, [name, school.name]);

  const notFound = <ErrorPage status={404} message={t('error_not_found')} />;
  if (memberId === null) return notFound;
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return notFound;
    return (
      <Container size="md" py="xl">
        <LoadError onRetry={() => void query.refetch()} />
      </Container>
    );
  }
  const member = query.data;
  const position = positionIn(member.position, locale);
  const other = locale === 'fr' ? 'en' : 'fr';
  const biography = member.biography[locale] || member.biography[other];
  const biographyLang = member.biography[locale] ? undefined : other;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to={localizePath('/about', locale)} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft aria-hidden="true" size={16} />
            {t('about_back')}
          </Group>
        </Anchor>
        <Group gap="xl" align="center" wrap="wrap">
          <TeamPhoto photo={member.photo} name={member.name} size={160} />
          <Stack gap={4}>
            <Title order={1}>{member.name}</Title>
            {position && (
              <Text size="lg" c="dimmed" lang={position.lang} data-testid="team-member-position">
                {position.text}
              </Text>
            )}
          </Stack>
        </Group>
        {biography && (
          <Text style={{ whiteSpace: 'pre-line' }} lang={biographyLang}>
            {biography}
          </Text>
        )}
        {member.profile !== null && (
          <Group>
            <Button
              component={Link}
              to={localizePath(`/profile/${member.profile}`, locale)}
              variant="default"
              leftSection={<IconUser aria-hidden="true" size={16} />}
            >
              {t('about_profile', { name: member.name })}
            </Button>
          </Group>
        )}
      </Stack>
    </Container>
  );
}
