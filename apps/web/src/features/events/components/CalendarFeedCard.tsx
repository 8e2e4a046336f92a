import type { CalendarFeed } from '@alumni/domain';
import { apiPath, EVENT_PARTICIPANT_PATHS } from '@alumni/domain';
import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarShare, IconCheck, IconCopy, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client.ts';
import { notifyError } from '../../../api/notifyError.tsx';
import { retryUnlessClientError } from '../../../api/retry.ts';
import { formatDateTime } from '../../../i18n/format.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { SectionCard } from '../../../ui/SectionCard.tsx';

const FEED = apiPath(EVENT_PARTICIPANT_PATHS.calendarFeed);
const feedKey = ['events', 'calendar-feed'] as const;

/**
 * The member's private calendar feed (issue 14 item 6 "a private per-member calendar feed
 * URL (revocable token) of their registrations"), under My participations: make its link
 * (shown once, to copy into a calendar application), make a new one (the former stops
 * working) or revoke it. The server keeps only the token's hash, so a link is never shown
 * again after this screen.
 */
export function CalendarFeedCard() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const queryClient = useQueryClient();
  const [url, setUrl] = useState<string | null>(null);
  const status = useQuery({
    queryKey: feedKey,
    queryFn: ({ signal }) => api.get<CalendarFeed>(FEED, signal),
    retry: retryUnlessClientError,
  });
  const settle = (feed: CalendarFeed) => queryClient.setQueryData(feedKey, feed);
  const rotate = useMutation({
    mutationFn: () => api.post<CalendarFeed>(FEED, {}),
    onSuccess: (feed) => {
      settle(feed);
      setUrl(feed.url);
    },
    onError: (error) => notifyError(error),
  });
  const revoke = useMutation({
    mutationFn: () => api.delete<undefined>(FEED),
    onSuccess: () => {
      settle({ active: false, created_at: null, url: null });
      setUrl(null);
    },
    onError: (error) => notifyError(error),
  });
  const feed = status.data;
  const busy = rotate.isPending || revoke.isPending;
  return (
    <SectionCard id="calendar-feed-title" title={t('events_feed_title')} order={2} headingGap="xs">
      <Stack gap="sm" data-testid="calendar-feed">
        <Text size="sm">{t('events_feed_hint')}</Text>
        {url && (
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              label={t('events_feed_url')}
              description={t('events_feed_once')}
              value={url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              style={{ flexGrow: 1 }}
              data-testid="calendar-feed-url"
            />
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Button
                  variant="default"
                  onClick={copy}
                  leftSection={
                    copied ? (
                      <IconCheck aria-hidden="true" size={16} />
                    ) : (
                      <IconCopy aria-hidden="true" size={16} />
                    )
                  }
                >
                  {copied ? t('events_feed_copied') : t('events_feed_copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
        )}
        {feed?.active && !url && feed.created_at && (
          <Text size="sm" role="status">
            {t('events_feed_active', { date: formatDateTime(feed.created_at, locale) })}
          </Text>
        )}
        <Group gap="xs">
          <Button
            variant={feed?.active ? 'default' : 'filled'}
            leftSection={<IconCalendarShare aria-hidden="true" size={16} />}
            onClick={() => rotate.mutate()}
            loading={rotate.isPending}
            disabled={busy || status.isPending}
          >
            {feed?.active ? t('events_feed_rotate') : t('events_feed_create')}
          </Button>
          {feed?.active && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash aria-hidden="true" size={16} />}
              onClick={() => revoke.mutate()}
              loading={revoke.isPending}
              disabled={busy}
            >
              {t('events_feed_revoke')}
            </Button>
          )}
        </Group>
      </Stack>
    </SectionCard>
  );
}
