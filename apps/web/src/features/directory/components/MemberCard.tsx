import type { DirectoryEntry } from '@alumni/domain';
import { fullName, localizePath } from '@alumni/domain';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { campusNameOf, degreeNameOf, rolesInOrder } from '../../../shared/school/names.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { countryName } from '../../../ui/countries.ts';
import { MemberBadges } from '../../badges/index.ts';
import { MemberAvatar } from './MemberAvatar.tsx';
import classes from './MemberCard.module.css';
import { RoleBadge } from './RoleBadge.tsx';

/**
 * A member in the directory grid (spec 1 §2 Directory): picture or initials, name (the link to
 * the profile), each role with its year, degree and campus, the city, and the member's badges
 * (issue 31 item 8) in the top corner, where they take no height (the skeleton's cards keep
 * the grid's height) and sit above the name's card-wide link (their tooltips open).
 */
export function MemberCard({ entry, footer }: { entry: DirectoryEntry; footer?: ReactNode }) {
  const { t } = useTranslation();
  const school = useSchool();
  const { locale } = useRouteLocale();
  const name = fullName(entry);
  const place = [entry.city, entry.country ? countryName(entry.country, locale) : null]
    .filter(Boolean)
    .join(', ');
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      className={classes.card}
      component="article"
      data-testid="member-card"
    >
      <Stack align="center" gap="xs" ta="center">
        <MemberAvatar name={name} picture={entry.picture} roles={entry.roles} />
        <Text fw={700} size="lg" lh={1.3} mt={4} component="h3" m={0}>
          <Link to={localizePath(`/profile/${entry.id}`, locale)} className={classes.link}>
            {name}
          </Link>
        </Text>
        {rolesInOrder(entry.roles).map((role) => {
          const details = [
            role.graduation_year ? String(role.graduation_year) : null,
            degreeNameOf(school, role.degree),
            campusNameOf(school, role.campus),
          ].filter(Boolean);
          return (
            <Stack key={role.id} gap={2} align="center">
              <RoleBadge code={role.role} />
              {details.length > 0 && (
                <Text size="sm" c="dimmed">
                  {details.join(' · ')}
                </Text>
              )}
            </Stack>
          );
        })}
        {place && (
          <Group gap={4} justify="center" wrap="nowrap">
            <IconMapPin aria-hidden="true" size={16} />
            <Text size="sm">
              <span className="visually-hidden">{t('directory_city')} </span>
              {place}
            </Text>
          </Group>
        )}
        {footer}
      </Stack>
      {entry.badges.length > 0 && (
        <div className={classes.badges}>
          <MemberBadges ids={entry.badges} justify="flex-end" />
        </div>
      )}
    </Paper>
  );
}
