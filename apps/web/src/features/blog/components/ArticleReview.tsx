import type { Article } from '@alumni/domain';
import { Button, Group } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { apiFormErrors } from '../../../ui/form/formErrors.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { useReviewArticle } from '../hooks/useReviewArticle.ts';
import { RefuseDialog } from './RefuseDialog.tsx';

/**
 * A Blog validator's decision on a pending article from its page: validate, or refuse with a
 * reason asked in a dialog.
 */
export function ArticleReview({ article }: { article: Pick<Article, 'id' | 'title'> }) {
  const { t } = useTranslation();
  const review = useReviewArticle();
  const [refusing, setRefusing] = useState(false);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [reasonsError, setReasonsError] = useState<string | undefined>();
  const deciding = review.isPending ? review.variables?.body.decision : undefined;
  return (
    <Group gap="sm">
      <Button
        leftSection={<IconCheck aria-hidden="true" size={18} />}
        loading={deciding === 'validate'}
        disabled={deciding === 'refuse'}
        onClick={() =>
          review.mutate(
            { id: article.id, body: { decision: 'validate' } },
            {
              onSuccess: () => notifySuccess(t('blog_validated', { title: article.title })),
              onError: (error) => notifyError(error),
            },
          )
        }
      >
        {t('blog_validate')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconX aria-hidden="true" size={18} />}
        disabled={deciding === 'validate'}
        onClick={() => setRefusing(true)}
      >
        {t('blog_refuse')}
      </Button>
      <RefuseDialog
        title={article.title}
        opened={refusing}
        loading={deciding === 'refuse'}
        error={reasonError}
        reasonsError={reasonsError}
        onClose={() => {
          setRefusing(false);
          setReasonError(undefined);
          setReasonsError(undefined);
        }}
        onRefuse={(refusal) =>
          review.mutate(
            { id: article.id, body: { decision: 'refuse', ...refusal } },
            {
              onSuccess: () => {
                setRefusing(false);
                notifySuccess(t('blog_refused', { title: article.title }));
              },
              onError: (error) => {
                setReasonError(apiFormErrors(error)?.fields.reason);
                setReasonsError(apiFormErrors(error)?.fields.reasons);
                notifyError(error);
              },
            },
          )
        }
      />
    </Group>
  );
}
