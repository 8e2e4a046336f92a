import type { GroupMember, UserSummary } from '@alumni/domain';
import { fullName, localizePath } from '@alumni/domain';
import { ActionIcon, Anchor, Badge, Group, Menu, Stack, Text } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { MemberAvatar } from '../../directory/index.ts';

/** One action of a member's menu. */
export interface MemberAction {
  key: string;
  label: string;
  /** Destructive (removal): drawn in red. */
  danger?: boolean;
  run: () => void;
}

/**
 * A person in a group's lists (issue 33 item 3): picture, name linking to the profile, the
 * manager badge, `detail` below (a date, a message), and, when `actions` are given, a menu
 * named after the person (promote, demote, remove…). Test id `testId`.
 */
export function MemberRow({
  user,
  memberRole,
  detail,
  actions = [],
  testId = 'group-member',
}: {
  user: UserSummary;
  memberRole?: GroupMember['role'];
  detail?: ReactNode;
  actions?: MemberAction[];
  /** The row's test id: members by default. */
  testId?: string;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const name = fullName(user);
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" data-testid={testId}>
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <MemberAvatar name={name} picture={user.picture} roles={[]} size={40} />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Anchor
              component={Link}
              to={localizePath(`/profile/${user.id}`, locale)}
              fw={600}
              style={{ overflowWrap: 'anywhere' }}
            >
              {name}
            </Anchor>
            {memberRole === 'manager' && (
              <Badge variant="outline" color="dark" tt="none" size="sm">
                {t('groups_role_manager')}
              </Badge>
            )}
          </Group>
          {detail}
        </Stack>
      </Group>
      {actions.length > 0 && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="dark"
              aria-label={t('groups_member_actions', { name })}
            >
              <IconDots aria-hidden="true" size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {actions.map((action) => (
              <Menu.Item
                key={action.key}
                color={action.danger ? 'red.8' : undefined}
                onClick={action.run}
              >
                {action.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}

/** A list of MemberRow, as a list for assistive technology. */
export function MemberList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
      {children}
    </Stack>
  );
}

/** Text under a person's name: small, wrapped anywhere. */
export function MemberDetail({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
      {children}
    </Text>
  );
}
