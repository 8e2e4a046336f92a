import { ARTICLE_REFUSAL_REASON_MAX } from '@alumni/domain';
import { useTranslation } from 'react-i18next';
import {
  PublicationRefuseDialog,
  type Refusal,
} from '../../validations/components/PublicationRefuseDialog.tsx';

/**
 * Refusing an article (spec 1 §4, §5): the shared refusal dialog with the blog's words and
 * its refusal reasons. `error`, `reasonsError`: the server's messages, if any.
 */
export function RefuseDialog({
  title,
  ...props
}: {
  /** The refused article's title, named in the dialog. */
  title: string;
  opened: boolean;
  loading: boolean;
  error?: string | undefined;
  reasonsError?: string | undefined;
  onRefuse: (refusal: Refusal) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <PublicationRefuseDialog
      area="blog"
      title={t('blog_refuse_title', { title })}
      labels={{
        reason: t('blog_refuse_reason'),
        hint: t('blog_refuse_reason_hint'),
        required: t('blog_refuse_reason_required'),
        refuse: t('blog_refuse'),
      }}
      maxLength={ARTICLE_REFUSAL_REASON_MAX}
      {...props}
    />
  );
}
