import type { Match } from '@alumni/domain';
import { fullName } from '@alumni/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { confirmDecision } from '../../../ui/confirmDecision.tsx';
import { apiFormErrors } from '../../../ui/form/formErrors.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { deleteMatch, updateMatch } from '../api.ts';
import { ReasonDialog } from '../components/ReasonDialog.tsx';
import type { MatchMoveName } from '../mentorshipRules.ts';
import { moveWord, otherSide } from '../mentorshipRules.ts';
import { useMentorshipChange } from './useMentorshipChange.ts';

type Move = MatchMoveName;

/**
 * The moves of a match as a member makes them (issue 33 item 3: the mentor accepts or refuses
 * with a reason, the mentee cancels, either deletes): `run(match, move)` asks first for what
 * cannot be undone (cancel, delete) and for the reason of a refusal (in `dialog`, to render);
 * `busy` is the match and move under way. A 409 (the mentor at their cap, a request that
 * changed meanwhile) shows the server's sentence; every mentorship read is refreshed after.
 */
export function useMatchActions() {
  const { t } = useTranslation();
  const [refusing, setRefusing] = useState<Match | null>(null);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const change = useMentorshipChange(
    ({ match, move, reason }: { match: Match; move: Move; reason?: string }) =>
      move === 'delete'
        ? deleteMatch(match.id).then(() => null)
        : updateMatch(match.id, { action: move, ...(reason ? { reason } : {}) }),
  );

  const perform = (match: Match, move: Move, reason?: string) => {
    const name = fullName(otherSide(match));
    change.mutate(
      { match, move, ...(reason ? { reason } : {}) },
      {
        onSuccess: () => {
          setRefusing(null);
          notifySuccess(t(`mentorship_done_${moveWord(move, match)}`, { name }));
        },
        onError: (error) => {
          if (move === 'refuse') setReasonError(apiFormErrors(error)?.fields.reason);
          notifyError(error);
        },
      },
    );
  };

  const run = (match: Match, move: Move) => {
    const name = fullName(otherSide(match));
    if (move === 'refuse') {
      setReasonError(undefined);
      setRefusing(match);
      return;
    }
    if (move === 'accept') {
      perform(match, move);
      return;
    }
    const word = moveWord(move, match);
    void confirmDecision(
      {
        title: t(`mentorship_confirm_${word}_title`),
        message: t(`mentorship_confirm_${word}`, { name }),
        confirmLabel: t(`mentorship_${word}`),
      },
      { cancel: t('form_cancel'), close: t('close') },
      () => perform(match, move),
    );
  };

  const dialog = (
    <ReasonDialog
      key={refusing?.id ?? 0}
      opened={refusing !== null}
      title={t('mentorship_refuse_title')}
      intro={refusing ? t('mentorship_refuse_intro', { name: fullName(otherSide(refusing)) }) : ''}
      loading={change.isPending && change.variables?.move === 'refuse'}
      error={reasonError}
      onConfirm={(reason) => refusing && perform(refusing, 'refuse', reason)}
      onClose={() => setRefusing(null)}
    />
  );

  const busy = change.isPending ? change.variables : undefined;
  return { run, dialog, busy: busy ? { id: busy.match.id, move: busy.move } : null };
}
