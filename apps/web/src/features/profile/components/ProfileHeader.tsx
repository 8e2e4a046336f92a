import type { Profile } from '@alumni/domain';
import { fullName } from '@alumni/domain';
import { Anchor, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconAward,
  IconCake,
  IconIdBadge2,
  IconMail,
  IconMapPin,
  IconPhone,
  IconTimeline,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/useFormat.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { campusNameOf, degreeNameOf, rolesInOrder } from '../../../shared/school/names.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { countryName } from '../../../ui/countries.ts';
import { MemberBadges } from '../../badges/index.ts';
import { MemberAvatar, RoleBadge } from '../../directory/index.ts';
import { ProfileImageButtons } from './ProfileImageButtons.tsx';

/**
 * The profile header (spec 1 §2 Profile): banner, picture or initials in the member's role
 * colour, name, the badges the member holds (issue 31 item 8), roles as the school names them
 * with year, degree and campus, the city, and the e-mail, phone and birth date as far as the
 * member lets the viewer see them (issue 34 item 6: the API leaves out what is hidden). The editor changes the images; the owner opens
 * the roles modal, owner and admins the timeline, admins the badges (`onOpenBadges`).
 */
export function ProfileHeader({
  profile,
  isOwner,
  canManageRoles,
  onChanged,
  onOpenRoles,
  onOpenTimeline,
  onOpenBadges,
}: {
  profile: Profile;
  isOwner: boolean;
  /** The owner, or a school admin who may remove the member's roles. */
  canManageRoles: boolean;
  onChanged: () => void;
  onOpenRoles: () => void;
  onOpenTimeline: () => void;
  /** School admins give and take the member's badges; absent for anyone else. */
  onOpenBadges?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const school = useSchool();
  const { locale } = useRouteLocale();
  const format = useFormat();
  const name = fullName(profile);
  const place = [profile.city, profile.country ? countryName(profile.country, locale) : null]
    .filter(Boolean)
    .join(', ');
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }} data-testid="profile-header">
      <Box
        h={{ base: 120, sm: 200 }}
        style={{
          background: profile.banner
            ? `center / cover no-repeat url("${profile.banner}")`
            : 'linear-gradient(135deg, var(--mantine-primary-color-filled), var(--mantine-color-gray-3))',
        }}
        data-testid="profile-banner"
      />
      <Stack p={{ base: 'md', sm: 'lg' }} gap="sm" mt={-72}>
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Box
            style={{ borderRadius: '50%', background: 'var(--mantine-color-body)', padding: 4 }}
            data-testid="profile-picture"
          >
            <MemberAvatar name={name} picture={profile.picture} roles={profile.roles} size={128} />
          </Box>
          <Group gap="xs">
            {profile.timeline !== null && (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconTimeline aria-hidden="true" size={16} />}
                onClick={onOpenTimeline}
              >
                {t('profile_timeline_open')}
              </Button>
            )}
            {canManageRoles && (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconIdBadge2 aria-hidden="true" size={16} />}
                onClick={onOpenRoles}
              >
                {t(isOwner ? 'profile_roles_open' : 'profile_roles_open_admin')}
              </Button>
            )}
            {onOpenBadges && (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconAward aria-hidden="true" size={16} />}
                onClick={onOpenBadges}
              >
                {t('badges_manage')}
              </Button>
            )}
          </Group>
        </Group>
        <Title order={1}>{name}</Title>
        <MemberBadges ids={profile.badges} withTitles />
        <Group gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {rolesInOrder(profile.roles).map((role) => {
            const details = [
              role.graduation_year ? String(role.graduation_year) : null,
              degreeNameOf(school, role.degree),
              campusNameOf(school, role.campus),
            ].filter(Boolean);
            return (
              <Group key={role.id} gap={6} component="li" data-testid="profile-role">
                <RoleBadge code={role.role} />
                {details.length > 0 && (
                  <Text size="sm" c="dimmed">
                    {details.join(' · ')}
                  </Text>
                )}
              </Group>
            );
          })}
        </Group>
        {place && (
          <Group gap={4} wrap="nowrap">
            <IconMapPin aria-hidden="true" size={16} />
            <Text size="sm">
              <span className="visually-hidden">{t('directory_city')} </span>
              {place}
            </Text>
          </Group>
        )}
        {(profile.email || profile.phone || profile.date_birth) && (
          <Group gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {profile.email && (
              <Group gap={4} wrap="nowrap" component="li">
                <IconMail aria-hidden="true" size={16} />
                <Anchor size="sm" href={`mailto:${profile.email}`}>
                  <span className="visually-hidden">{t('directory_col_email')} </span>
                  {profile.email}
                </Anchor>
              </Group>
            )}
            {profile.phone && (
              <Group gap={4} wrap="nowrap" component="li">
                <IconPhone aria-hidden="true" size={16} />
                <Anchor size="sm" href={`tel:${profile.phone.replace(/[^\d+]/g, '')}`}>
                  <span className="visually-hidden">{t('field_phone')} </span>
                  {profile.phone}
                </Anchor>
              </Group>
            )}
            {profile.date_birth && (
              <Group gap={4} wrap="nowrap" component="li">
                <IconCake aria-hidden="true" size={16} />
                <Text size="sm">
                  <span className="visually-hidden">{t('field_date_birth')} </span>
                  {format.day(profile.date_birth)}
                </Text>
              </Group>
            )}
          </Group>
        )}
        {profile.can_edit && (
          <Group gap="lg" wrap="wrap" mt="xs">
            <Stack gap={4}>
              <Text size="xs" fw={600} c="dimmed">
                {t('profile_picture')}
              </Text>
              <ProfileImageButtons
                userId={profile.id}
                kind="picture"
                hasImage={profile.picture !== null}
                onChanged={onChanged}
              />
            </Stack>
            <Stack gap={4}>
              <Text size="xs" fw={600} c="dimmed">
                {t('profile_banner')}
              </Text>
              <ProfileImageButtons
                userId={profile.id}
                kind="banner"
                hasImage={profile.banner !== null}
                onChanged={onChanged}
              />
            </Stack>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
