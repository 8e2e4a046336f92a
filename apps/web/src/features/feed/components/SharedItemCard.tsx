import type { FeedSubject } from '@alumni/domain';
import { ARTICLE_COVER_SIZE, localizePath } from '@alumni/domain';
import { Anchor, Card, Image, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';

/** The words of each kind of shared item: what its author did, and its link. */
export const SHARED_ITEM_KEYS = {
  article: {
    action: 'feed_shared_article',
    read: 'feed_shared_read_article',
    readLabel: 'feed_shared_read_article_label',
  },
  event: {
    action: 'feed_shared_event',
    read: 'feed_shared_read_event',
    readLabel: 'feed_shared_read_event_label',
  },
  jobad: {
    action: 'feed_shared_jobad',
    read: 'feed_shared_read_jobad',
    readLabel: 'feed_shared_read_jobad_label',
  },
} as const satisfies Record<FeedSubject['type'], Record<string, string>>;

/** The cover's shape (domain ARTICLE_COVER_SIZE), reserved before it loads. */
const COVER_RATIO = `${ARTICLE_COVER_SIZE.width} / ${ARTICLE_COVER_SIZE.height}`;

/**
 * What a feed card shares (issue 13 item 7): the item's cover, title linking to its page in
 * the route's language, its summary and a "read" link. `headingId` labels the card.
 */
export function SharedItemCard({
  subject,
  headingId,
}: {
  subject: FeedSubject;
  headingId: string;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const to = localizePath(subject.path, locale);
  return (
    <Card withBorder radius="md" padding="md" data-testid="shared-item" data-type={subject.type}>
      {subject.image && subject.type !== 'jobad' && (
        <Card.Section>
          <Image
            src={subject.image}
            alt=""
            loading="lazy"
            style={{ aspectRatio: COVER_RATIO, objectFit: 'cover', width: '100%' }}
          />
        </Card.Section>
      )}
      {subject.image && subject.type === 'jobad' && (
        // A company's logo is a 200×200 square: shown whole beside the title, never cropped
        // to a cover's ratio.
        <Image
          src={subject.image}
          alt=""
          loading="lazy"
          w={64}
          h={64}
          fit="contain"
          radius="sm"
          style={{ float: 'inline-end', marginInlineStart: 12 }}
        />
      )}
      <Title
        order={3}
        size="h4"
        mt={subject.image && subject.type !== 'jobad' ? 'md' : 0}
        id={headingId}
      >
        <Anchor
          component={Link}
          to={to}
          c="inherit"
          fz="inherit"
          fw="inherit"
          style={{ overflowWrap: 'anywhere' }}
        >
          {subject.title}
        </Anchor>
      </Title>
      {subject.summary && (
        <Text mt="xs" lineClamp={3}>
          {subject.summary}
        </Text>
      )}
      <Anchor
        component={Link}
        to={to}
        mt="sm"
        fw={600}
        aria-label={t(SHARED_ITEM_KEYS[subject.type].readLabel, { title: subject.title })}
      >
        {t(SHARED_ITEM_KEYS[subject.type].read)}
      </Anchor>
    </Card>
  );
}
