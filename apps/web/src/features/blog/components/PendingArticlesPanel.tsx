import type { ArticleSummary } from '@alumni/domain';
import { fullName, localizePath } from '@alumni/domain';
import { Anchor, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifyError } from '../../../api/notifyError.tsx';
import { useFormat } from '../../../i18n/useFormat.ts';
import { DecisionQueue } from '../../../ui/decision-queue/DecisionQueue.tsx';
import type { RowAction } from '../../../ui/decision-queue/decisionQueue.ts';
import { apiFormErrors } from '../../../ui/form/formErrors.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { useRouteLocale } from '../../navigation/hooks/useRouteLocale.ts';
import { useLiveCounts } from '../../validations/hooks/useLiveCounts.ts';
import { pendingArticlesKey } from '../api.ts';
import { usePendingArticles } from '../hooks/usePendingArticles.ts';
import { useReviewArticle } from '../hooks/useReviewArticle.ts';
import { CATEGORY_KEYS } from '../labels.ts';
import { RefuseDialog } from './RefuseDialog.tsx';

/**
 * Validations → Articles (spec 1 §2 Validations tabs; spec 2 §6 validator scope 3 Blog): the
 * articles waiting for validation, oldest first, in the decision queue; each validated, or
 * refused with a reason asked in a dialog (its author reads it, fixes and resubmits). The list
 * follows the live `article` counter, so a new submission appears without reloading.
 */
export function PendingArticlesPanel() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const { dateTime } = useFormat();
  const queryClient = useQueryClient();
  const { validations } = useLiveCounts();
  const { query, pagination } = usePendingArticles();
  const review = useReviewArticle();
  const [refusing, setRefusing] = useState<ArticleSummary | null>(null);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [reasonsError, setReasonsError] = useState<string | undefined>();

  // A new or decided article changes the live count: read the list again.
  const liveCount = validations?.article;
  const seenCount = useRef(liveCount);
  useEffect(() => {
    if (seenCount.current === liveCount) return;
    seenCount.current = liveCount;
    void queryClient.invalidateQueries({ queryKey: pendingArticlesKey });
  }, [liveCount, queryClient]);

  if (query.isPending) return <PageLoader />;
  if (query.isError) return <LoadError inline onRetry={() => void query.refetch()} />;

  const deciding = review.isPending ? review.variables : undefined;
  const columns: DataTableColumn<ArticleSummary>[] = [
    {
      accessor: 'title',
      title: t('blog_pending_column_article'),
      render: (article) => (
        <Stack gap={2}>
          <Anchor
            component={Link}
            to={localizePath(`/blog/${article.slug}`, locale)}
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
          >
            {article.title}
          </Anchor>
          <Text size="sm">{t(CATEGORY_KEYS[article.category])}</Text>
        </Stack>
      ),
    },
    {
      accessor: 'author',
      title: t('blog_pending_column_author'),
      render: (article) => <Text size="sm">{fullName(article.author)}</Text>,
    },
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
  ];
  const rowActions = (article: ArticleSummary): RowAction[] => {
    const busy = deciding?.id === article.id;
    return [
      {
        key: 'validate',
        label: t('blog_validate'),
        name: t('blog_validate_name', { title: article.title }),
        icon: <IconCheck aria-hidden="true" size={16} />,
        primary: true,
        loading: busy && deciding?.body.decision === 'validate',
        disabled: busy && deciding?.body.decision !== 'validate',
        run: () =>
          review.mutate(
            { id: article.id, body: { decision: 'validate' } },
            {
              onSuccess: () => notifySuccess(t('blog_validated', { title: article.title })),
              onError: (error) => notifyError(error),
            },
          ),
      },
      {
        key: 'refuse',
        label: t('blog_refuse'),
        name: t('blog_refuse_name', { title: article.title }),
        icon: <IconX aria-hidden="true" size={16} />,
        disabled: busy,
        run: () => setRefusing(article),
      },
    ];
  };

  return (
    <>
      <DecisionQueue
        label={t('validations_tab_articles')}
        status={
          <span data-testid="pending-articles-count">
            {t('blog_pending_count', { count: query.data.count })}
          </span>
        }
        records={query.data.results}
        count={query.data.count}
        columns={columns}
        rowTestId="pending-article"
        rowName={(article) => article.title}
        rowActions={rowActions}
        pagination={pagination}
        fetching={query.isFetching}
      />
      <RefuseDialog
        title={refusing?.title ?? ''}
        opened={refusing !== null}
        loading={review.isPending && deciding?.body.decision === 'refuse'}
        error={reasonError}
        reasonsError={reasonsError}
        onClose={() => {
          setRefusing(null);
          setReasonError(undefined);
          setReasonsError(undefined);
        }}
        onRefuse={(refusal) => {
          if (!refusing) return;
          const article = refusing;
          review.mutate(
            { id: article.id, body: { decision: 'refuse', ...refusal } },
            {
              onSuccess: () => {
                setRefusing(null);
                notifySuccess(t('blog_refused', { title: article.title }));
              },
              onError: (error) => {
                setReasonError(apiFormErrors(error)?.fields.reason);
                setReasonsError(apiFormErrors(error)?.fields.reasons);
                notifyError(error);
              },
            },
          );
        }}
      />
    </>
  );
}
