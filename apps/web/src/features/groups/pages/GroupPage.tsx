import type { GroupDetails } from '@alumni/domain';
import { localizePath } from '@alumni/domain';
import { Button, Container, Divider, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../api/ApiError.ts';
import { notifyError } from '../../../api/notifyError.tsx';
import { useCurrentSlug } from '../../../shared/locale/useCurrentSlug.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useViewer } from '../../../shared/viewer/useViewer.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { LoadError } from '../../../ui/LoadError.tsx';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { useArticleTitle } from '../../blog/index.ts';
import { ErrorPage } from '../../errors/index.ts';
import {
  PublicationHistory,
  PublicationRefusalNotice,
  PublicationReview,
} from '../../publication/index.ts';
import { groupBySlugKey } from '../api.ts';
import { GroupFeedPanel } from '../components/GroupFeedPanel.tsx';
import { GroupHeader } from '../components/GroupHeader.tsx';
import { MembersPanel } from '../components/MembersPanel.tsx';
import { RequestsPanel } from '../components/RequestsPanel.tsx';
import type { GroupTab } from '../groupRules.ts';
import { groupTabOf, visibleGroupTabs } from '../groupRules.ts';
import { useDeleteGroup } from '../hooks/useDeleteGroup.ts';
import { useGroupBySlug } from '../hooks/useGroupBySlug.ts';
import { TAB_KEYS } from '../labels.ts';
import { GROUP_PUBLICATION } from '../publicationArea.ts';

/**
 * `/groups/{slug}` and its tabs `/feed`, `/members`, `/validations` (spec 1 §2 Groups "group
 * page with tabs Feed, Members, Member validation"; issue 33): the group's head (images, title,
 * visibility, membership moves), its publication state for those who decide it (review,
 * refusal reason, history), and the tab the address names; the bare address opens the feed.
 * Member validation is its managers' only. A group the viewer may not see (outside its
 * restriction filters included) is the 404 page; someone without the groups' view gets 403.
 */
export default function GroupPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const { path, locale } = useRouteLocale();
  const tab = groupTabOf(path);
  const query = useGroupBySlug(slug);
  useArticleTitle(query.data?.title ?? null);
  useCurrentSlug(query.data, slug, {
    path: (current) => `/groups/${current}/${tab ?? 'feed'}`,
    key: groupBySlugKey,
  });
  if (tab === null) {
    return <Navigate to={localizePath(`/groups/${slug}/feed`, locale)} replace />;
  }
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    const status = isApiError(query.error) ? query.error.status : undefined;
    // 403: the viewer may not use groups (the clubs view); 404: not a group they may see (one
    // outside its audience filters included).
    if (status === 403) return <ErrorPage status={403} message={t('error_forbidden')} />;
    if (status === 404) return <ErrorPage status={404} message={t('error_not_found')} />;
    return (
      <Container size="md" py="xl">
        <LoadError onRetry={() => void query.refetch()} />
      </Container>
    );
  }
  return <GroupView group={query.data} tab={tab} />;
}

function GroupView({ group, tab }: { group: GroupDetails; tab: GroupTab }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const navigate = useNavigate();
  const { user } = useViewer();
  const remove = useDeleteGroup();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const tabs = visibleGroupTabs(group);
  if (!tabs.includes(tab)) {
    return <Navigate to={localizePath(`/groups/${group.slug}/feed`, locale)} replace />;
  }
  const tabPath = (value: GroupTab) => localizePath(`/groups/${group.slug}/${value}`, locale);
  // Its author, managers, validators and admins follow its publication.
  const followsPublication = group.can_edit || group.can_review;

  return (
    <Container size="lg" py="xl" component="article" aria-labelledby="group-title">
      <Stack gap="lg">
        <Button
          component={Link}
          to={localizePath('/groups', locale)}
          variant="subtle"
          px={0}
          color="dark"
          style={{ alignSelf: 'flex-start' }}
        >
          {t('groups_back_to_list')}
        </Button>
        {group.status === 'refused' && group.refusal_reason && followsPublication && (
          <PublicationRefusalNotice
            title={t('groups_refused_notice')}
            reason={group.refusal_reason}
          />
        )}
        {group.can_review && (
          <Stack gap="xs">
            <Text fw={600}>{t('groups_review_prompt')}</Text>
            <PublicationReview area={GROUP_PUBLICATION} item={group} />
          </Stack>
        )}
        <GroupHeader
          group={group}
          viewerId={user?.id ?? null}
          onDelete={() => setConfirmingDelete(true)}
        />
        <Tabs
          value={tab}
          onChange={(value) => {
            const next = tabs.find((candidate) => candidate === value);
            if (next) void navigate(tabPath(next));
          }}
          keepMounted={false}
        >
          <Tabs.List mb="lg">
            {tabs.map((value) => (
              <Tabs.Tab key={value} value={value} data-testid={`group-tab-${value}`}>
                {t(TAB_KEYS[value])}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="feed">
            <GroupFeedPanel group={group} />
          </Tabs.Panel>
          <Tabs.Panel value="members">
            <MembersPanel group={group} viewerId={user?.id ?? null} />
          </Tabs.Panel>
          {group.can_manage && (
            <Tabs.Panel value="validations">
              <RequestsPanel group={group} />
            </Tabs.Panel>
          )}
        </Tabs>
        {followsPublication && (
          <>
            <Divider />
            <PublicationHistory area={GROUP_PUBLICATION} id={group.id} />
          </>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirmingDelete}
        title={t('groups_delete_title')}
        message={t('groups_delete_message', { title: group.title })}
        confirmLabel={t('groups_delete')}
        loading={remove.isPending}
        onClose={() => setConfirmingDelete(false)}
        onConfirm={() =>
          remove.mutate(group.id, {
            onSuccess: () => {
              notifySuccess(t('groups_deleted'));
              void navigate(localizePath('/groups', locale), { replace: true });
            },
            onError: (error) => notifyError(error),
          })
        }
      />
    </Container>
  );
}
