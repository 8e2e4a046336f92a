import type { GroupDetails } from '@alumni/domain';
import { fullName, localizePath } from '@alumni/domain';
import { Badge, Box, Button, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconPencil, IconTrash, IconUsers, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { PublicationRefusalNotice, PublicationStatusBadge } from '../../publication/index.ts';
import { categoryLabel } from '../groupRules.ts';
import { VISIBILITY_KEYS } from '../labels.ts';
import { GROUP_PUBLICATION } from '../publicationArea.ts';
import classes from './GroupHeader.module.css';
import { MembershipActions } from './MembershipActions.tsx';

/**
 * The head of a group's page (spec 1 §3 Group; issue 33 item 1): its header image as a banner
 * with the thumbnail over its edge, title, category, visibility, status when not active,
 * member count, managers and description; the viewer's membership moves once it is active;
 * edit and delete for those allowed (`onDelete` asks first), and a refused request's reason.
 */
export function GroupHeader({
  group,
  viewerId,
  onDelete,
}: {
  group: GroupDetails;
  viewerId: number | null;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const VisibilityIcon = group.visibility === 'private' ? IconLock : IconWorld;
  return (
    <Stack gap="md">
      <div className={classes.banner} data-testid="group-header-image">
        <img src={group.header.url} alt="" fetchPriority="high" />
      </div>
      <Group align="flex-end" gap="md" wrap="nowrap">
        <Image
          src={group.thumbnail.url}
          alt=""
          w={96}
          h={96}
          fit="cover"
          className={classes.thumbnail}
        />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Badge variant="outline" color="dark" tt="none">
              {categoryLabel(group.category, locale)}
            </Badge>
            <Badge
              variant="outline"
              color="dark"
              tt="none"
              leftSection={<VisibilityIcon aria-hidden="true" size={12} />}
              data-testid="group-visibility"
            >
              {t(VISIBILITY_KEYS[group.visibility].label)}
            </Badge>
            {group.status !== 'published' && (
              <PublicationStatusBadge area={GROUP_PUBLICATION} status={group.status} />
            )}
          </Group>
        </Stack>
      </Group>
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <Stack gap={6} style={{ minWidth: 0, flex: '1 1 320px' }}>
          <Title order={1} id="group-title" style={{ overflowWrap: 'anywhere' }}>
            {group.title}
          </Title>
          <Group gap="md" wrap="wrap">
            <Group gap={4} wrap="nowrap">
              <IconUsers aria-hidden="true" size={16} />
              <Text size="sm" data-testid="group-member-count">
                {t('groups_member_count', { count: group.member_count })}
              </Text>
            </Group>
            {group.managers.length > 0 && (
              <Text size="sm">
                {t('groups_managed_by', {
                  names: group.managers.map((manager) => fullName(manager)).join(', '),
                })}
              </Text>
            )}
          </Group>
          {group.description && (
            <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {group.description}
            </Text>
          )}
        </Stack>
        <Stack gap="sm" align="flex-start">
          {(group.can_edit || group.can_delete) && (
            <Group gap="sm">
              {group.can_edit && (
                <Button
                  component={Link}
                  to={localizePath(`/groups/edit/${group.id}`, locale)}
                  variant="default"
                  leftSection={<IconPencil aria-hidden="true" size={18} />}
                >
                  {t('groups_edit')}
                </Button>
              )}
              {group.can_delete && (
                <Button
                  variant="default"
                  color="red.8"
                  leftSection={<IconTrash aria-hidden="true" size={18} />}
                  onClick={onDelete}
                >
                  {t('groups_delete')}
                </Button>
              )}
            </Group>
          )}
          {viewerId !== null && group.status === 'published' && (
            <Box>
              <MembershipActions group={group} viewerId={viewerId} />
            </Box>
          )}
          {group.membership?.status === 'refused' && group.membership.refusal_reason && (
            <PublicationRefusalNotice
              title={t('groups_request_refused_notice')}
              reason={group.membership.refusal_reason}
            />
          )}
        </Stack>
      </Group>
    </Stack>
  );
}
