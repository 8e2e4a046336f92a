import type { EventDetails } from '@alumni/domain';
import { Button, Group } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { apiFormErrors } from '../../../ui/form/formErrors.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { useReviewEvent } from '../hooks/useReviewEvent.ts';
import { EventRefuseDialog } from './EventRefuseDialog.tsx';

/**
 * An Evenement validator’s decision on a pending event from its page (spec 1 §4): validate, or refuse with a
 * reason asked in a dialog.
 */
export function EventReview({ event }: { event: Pick<EventDetails, 'id' | 'title'> }) {
  const { t } = useTranslation();
  const review = useReviewEvent();
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
            { id: event.id, body: { decision: 'validate' } },
            {
              onSuccess: () => notifySuccess(t('events_validated', { title: event.title })),
              onError: (error) => notifyError(error),
            },
          )
        }
      >
        {t('events_validate')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconX aria-hidden="true" size={18} />}
        disabled={deciding === 'validate'}
        onClick={() => setRefusing(true)}
      >
        {t('events_refuse')}
      </Button>
      <EventRefuseDialog
        title={event.title}
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
            { id: event.id, body: { decision: 'refuse', ...refusal } },
            {
              onSuccess: () => {
                setRefusing(false);
                notifySuccess(t('events_refused', { title: event.title }));
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
