import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { apiFormErrors } from '../../../ui/form/formErrors.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import type { PublicationItem, PublicationWebArea } from '../area.ts';
import { publicationKeys } from '../area.ts';
import type { Refusal } from '../components/PublicationRefuseDialog.tsx';
import { useReviewPublication } from './useReviewPublication.ts';

/**
 * A validator's decisions on `area`'s items (spec 1 §4, §5), wherever they are taken (the
 * queue, the item's page): `validate(item)` sends the decision and notifies; `refuse(item)`
 * opens the refusal dialog, whose props are `dialog` (spread them on PublicationRefuseDialog),
 * which sends the refusal, notifies, and shows the server's messages on the reasons.
 * `deciding` is the decision under way, if any.
 */
export function usePublicationDecisions<Item extends PublicationItem>(
  area: PublicationWebArea<Item>,
) {
  const { t } = useTranslation();
  const keys = publicationKeys(area);
  const review = useReviewPublication(area);
  const [refusing, setRefusing] = useState<Item | null>(null);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [reasonsError, setReasonsError] = useState<string | undefined>();
  const deciding = review.isPending ? review.variables : undefined;

  const validate = (item: Item) =>
    review.mutate(
      { id: item.id, body: { decision: 'validate' } },
      {
        onSuccess: () => notifySuccess(t(keys.validated, { title: area.titleOf(item) })),
        onError: (error) => notifyError(error),
      },
    );

  const dialog = {
    area: area.area,
    title: t(keys.refuseTitle, { title: refusing ? area.titleOf(refusing) : '' }),
    labels: {
      reason: t(keys.refuseReason),
      hint: t(keys.refuseReasonHint),
      required: t(keys.refuseReasonRequired),
      refuse: t(keys.refuse),
    },
    maxLength: area.refusalReasonMax,
    opened: refusing !== null,
    loading: deciding?.body.decision === 'refuse',
    error: reasonError,
    reasonsError,
    onClose: () => {
      setRefusing(null);
      setReasonError(undefined);
      setReasonsError(undefined);
    },
    onRefuse: (refusal: Refusal) => {
      if (!refusing) return;
      const item = refusing;
      review.mutate(
        { id: item.id, body: { decision: 'refuse', ...refusal } },
        {
          onSuccess: () => {
            setRefusing(null);
            notifySuccess(t(keys.refused, { title: area.titleOf(item) }));
          },
          onError: (error) => {
            setReasonError(apiFormErrors(error)?.fields.reason);
            setReasonsError(apiFormErrors(error)?.fields.reasons);
            notifyError(error);
          },
        },
      );
    },
  };

  return { deciding, validate, refuse: setRefusing, dialog };
}
