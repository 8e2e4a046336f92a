import type { ArticleSummary } from '@alumni/domain';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/useFormat.ts';
import { PendingPublicationsPanel } from '../../publication/index.ts';
import { useStaticOptions } from '../../staticLists/index.ts';
import { ARTICLE_PUBLICATION } from '../publicationArea.ts';

/**
 * Validations → Articles (spec 1 §2 Validations tabs; spec 2 §6 validator scope 3 Blog): the
 * kit's pending queue of articles, oldest first, with each one's category and planned
 * publication date.
 */
export function PendingArticlesPanel() {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const categories = useStaticOptions('article_category');
  return (
    <PendingPublicationsPanel
      area={ARTICLE_PUBLICATION}
      detail={(article: ArticleSummary) => categories.labelOf(article.category)}
      columns={[
        {
          accessor: 'publish_at',
          title: t('blog_pending_column_date'),
          render: (article) =>
            article.publish_at ? (
              <Text size="sm" component="time" dateTime={article.publish_at}>
                {dateTime(article.publish_at, 'long')}
              </Text>
            ) : (
              <Text size="sm">{t('blog_no_date')}</Text>
            ),
        },
      ]}
    />
  );
}
