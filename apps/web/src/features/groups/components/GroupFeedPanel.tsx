import type { GroupDetails } from '@alumni/domain';
import { Grid, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../ui/Notice.tsx';
import { FeedView } from '../../feed/index.ts';
import { GroupEvents } from './GroupEvents.tsx';

/**
 * The Feed tab (spec 1 §2 Groups; issue 33 item 4): the feed's own composer and posts scoped to
 * the group (its members write; a public group is read by the whole school), beside its next
 * events. Someone who may not read a private group's posts reads why instead.
 */
export function GroupFeedPanel({ group }: { group: GroupDetails }) {
  const { t } = useTranslation();
  if (!group.can_read_posts) {
    return (
      <Notice color="yellow" role="status" icon={<IconLock aria-hidden="true" size={20} />}>
        {t(group.status === 'published' ? 'groups_feed_private' : 'groups_feed_inactive')}
      </Notice>
    );
  }
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <FeedView groupId={group.id} canPost={group.can_post} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="lg">
          <GroupEvents groupId={group.id} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
