import type { GroupSummary } from '@alumni/domain';
import { localizePath } from '@alumni/domain';
import { Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import { IconLock, IconUsers, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { PublicationCardHeading } from '../../publication/index.ts';
import { categoryLabel } from '../groupRules.ts';
import { MEMBERSHIP_STATUS_KEYS, VISIBILITY_KEYS } from '../labels.ts';
import { GROUP_PUBLICATION } from '../publicationArea.ts';

/**
 * A group in the list (spec 1 §2 Groups "list"; issue 33 item 1): its thumbnail, category,
 * status when not active, title linking to its page, visibility, member count, a line of its
 * description, and the viewer's membership when they have one.
 */
export function GroupCard({ group }: { group: GroupSummary }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const VisibilityIcon = group.visibility === 'private' ? IconLock : IconWorld;
  const status = group.membership?.status;
  return (
    <Card
      component="article"
      withBorder
      radius="md"
      padding="md"
      h="100%"
      data-testid="group-card"
      data-slug={group.slug}
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Image
          src={group.thumbnail.url}
          alt=""
          w={72}
          h={72}
          radius="md"
          fit="cover"
          loading="lazy"
          style={{ flexShrink: 0 }}
        />
        <Stack gap="xs" style={{ minWidth: 0, flex: 1 }}>
          <PublicationCardHeading
            area={GROUP_PUBLICATION}
            status={group.status}
            publicStatus="published"
            label={categoryLabel(group.category, locale)}
            restricted={group.restricted}
            restrictedLabel={t('groups_restricted_badge')}
            headingOrder={2}
            to={localizePath(`/groups/${group.slug}`, locale)}
            linkTestId="group-link"
          >
            {group.title}
          </PublicationCardHeading>
          <Group gap="md" wrap="wrap">
            <Group gap={4} wrap="nowrap">
              <VisibilityIcon aria-hidden="true" size={16} />
              <Text size="sm">{t(VISIBILITY_KEYS[group.visibility].label)}</Text>
            </Group>
            <Group gap={4} wrap="nowrap">
              <IconUsers aria-hidden="true" size={16} />
              <Text size="sm">{t('groups_member_count', { count: group.member_count })}</Text>
            </Group>
          </Group>
          {group.description && (
            <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {group.description}
            </Text>
          )}
          {status && status !== 'left' && status !== 'declined' && (
            <Badge
              variant="outline"
              color="dark"
              tt="none"
              style={{ alignSelf: 'flex-start' }}
              data-testid="group-card-membership"
            >
              {group.membership?.role === 'manager' && status === 'member'
                ? t('groups_role_manager')
                : t(MEMBERSHIP_STATUS_KEYS[status])}
            </Badge>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
