import { EVENT_REFUSAL_REASON_MAX } from '@alumni/domain';
import { useTranslation } from 'react-i18next';
import {
  PublicationRefuseDialog,
  type Refusal,
} from '../../validations/components/PublicationRefuseDialog.tsx';

/**
 * Refusing an event (spec 1 §4, §5): the shared refusal dialog with the events' words and
 * their refusal reasons. `error`, `reasonsError`: the server's messages, if any.
 */
export function EventRefuseDialog({
  title,
  ...props
}: {
  /** The refused event's title, named in the dialog. */
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
      area="event"
      title={t('events_refuse_title', { title })}
      labels={{
        reason: t('events_refuse_reason'),
        hint: t('events_refuse_reason_hint'),
        required: t('events_refuse_reason_required'),
        refuse: t('events_refuse'),
      }}
      maxLength={EVENT_REFUSAL_REASON_MAX}
      {...props}
    />
  );
}
