import type { DirectoryEntry, Locale } from '@alumni/domain';
import { fullName, localizePath } from '@alumni/domain';
import { Anchor, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../i18n/format.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { campusNameOf, degreeNameOf, rolesInOrder } from '../../../shared/school/names.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { MemberBadges } from '../../badges/index.ts';
import { ADMIN_COLUMN_KEYS } from '../adminColumnLabels.ts';
import type { AdminColumn } from '../adminColumns.ts';
import { MemberActionsMenu } from './MemberActionsMenu.tsx';
import { MemberAvatar } from './MemberAvatar.tsx';
import { MemberStatusBadge } from './MemberStatusBadge.tsx';
import { RoleBadge } from './RoleBadge.tsx';

const DASH = '–';

function dateOf(iso: string | null | undefined, locale: Locale): string {
  return iso ? formatDate(iso, locale) : DASH;
}

const listOf = (values: (string | null)[]) => {
  const present = [...new Set(values.filter((v): v is string => Boolean(v)))];
  return present.length ? present.join(', ') : DASH;
};

/**
 * The admin list (spec 1 §2 Directory, spec 2 §6 "School admins use the admin directory
 * view"): one row per member of the school, whatever their status (issue 12 item 8), their
 * badges under their name, the chosen columns and an actions menu; a checkbox per row (and
 * one for the rows shown) selects members for the bulk actions (issue 34 item 1).
 */
export function AdminMemberTable({
  entries,
  columns,
  caption,
  selected,
  onSelect,
}: {
  entries: DirectoryEntry[];
  columns: readonly AdminColumn[];
  caption: string;
  /** The selected members' ids; every row is ticked when "all matching" is chosen. */
  selected: ReadonlySet<number> | 'all';
  /** Selects (`true`) or unselects these members. */
  onSelect: (ids: number[], on: boolean) => void;
}) {
  const { t } = useTranslation();
  const school = useSchool();
  const { locale } = useRouteLocale();

  const cell = (entry: DirectoryEntry, column: AdminColumn): ReactNode => {
    const roles = rolesInOrder(entry.roles);
    const admin = entry.admin;
    switch (column) {
      case 'email':
        return admin?.email ?? DASH;
      case 'phone':
        return admin?.phone || DASH;
      case 'roles':
        return roles.length ? (
          <Group gap={4}>
            {roles.map((r) => (
              <RoleBadge key={r.id} code={r.role} />
            ))}
          </Group>
        ) : (
          DASH
        );
      case 'graduationYear':
        return listOf(roles.map((r) => (r.graduation_year ? String(r.graduation_year) : null)));
      case 'degree':
        return listOf(roles.map((r) => degreeNameOf(school, r.degree)));
      case 'campus':
        return listOf(roles.map((r) => campusNameOf(school, r.campus)));
      case 'city':
        return entry.city || DASH;
      case 'externalRef':
        return admin?.external_ref || DASH;
      case 'status':
        return admin ? (
          <MemberStatusBadge status={admin.status} invitedAt={admin.invited_at} />
        ) : (
          DASH
        );
      case 'activationDate':
        return dateOf(admin?.activation_date, locale);
      case 'registrationDate':
        return dateOf(admin?.registration_date, locale);
      case 'importDate':
        return dateOf(admin?.import_date, locale);
      case 'lastProfileUpdate':
        return dateOf(admin?.last_profile_update, locale);
    }
  };

  const isSelected = (id: number) => selected === 'all' || selected.has(id);
  const shownIds = entries.map((entry) => entry.id);
  const ticked = shownIds.filter(isSelected).length;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="admin-member-table">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={40}>
              <Checkbox
                aria-label={t('directory_select_shown')}
                checked={ticked > 0 && ticked === shownIds.length}
                indeterminate={ticked > 0 && ticked < shownIds.length}
                disabled={selected === 'all'}
                onChange={(event) => onSelect(shownIds, event.currentTarget.checked)}
              />
            </Table.Th>
            <Table.Th scope="col">{t('directory_col_name')}</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column} scope="col">
                {t(ADMIN_COLUMN_KEYS[column])}
              </Table.Th>
            ))}
            <Table.Th scope="col">
              <span className="visually-hidden">{t('directory_col_actions')}</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const name = fullName(entry);
            return (
              <Table.Tr key={entry.id} data-testid="admin-member-row">
                <Table.Td>
                  <Checkbox
                    aria-label={t('directory_select_member', { name })}
                    checked={isSelected(entry.id)}
                    disabled={selected === 'all'}
                    onChange={(event) => onSelect([entry.id], event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Th scope="row" fw={400}>
                  <Group gap="sm" wrap="nowrap">
                    <MemberAvatar
                      name={name}
                      picture={entry.picture}
                      roles={entry.roles}
                      size={32}
                    />
                    <Stack gap={4}>
                      <Anchor
                        component={Link}
                        to={localizePath(`/profile/${entry.id}`, locale)}
                        fw={600}
                      >
                        {name}
                      </Anchor>
                      <MemberBadges ids={entry.badges} />
                    </Stack>
                  </Group>
                </Table.Th>
                {columns.map((column) => (
                  <Table.Td key={column}>
                    <Text size="sm" component="div">
                      {cell(entry, column)}
                    </Text>
                  </Table.Td>
                ))}
                <Table.Td>
                  <MemberActionsMenu entry={entry} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
