import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ConfirmText } from './decision-queue/decisionQueue.ts';
import { overlaysReady } from './overlays.ts';

/**
 * Asks before an irreversible decision (DESIGN §6: focus in modals): Cancel holds the focus
 * first, so Enter does not decide by accident. The modal opens once its host is there
 * (ui/overlays.ts), loaded on first need.
 */
export async function confirmDecision(
  text: ConfirmText,
  labels: { cancel: string; close: string },
  onConfirm: () => void,
) {
  await overlaysReady();
  modals.openConfirmModal({
    title: text.title,
    centered: true,
    closeButtonProps: { 'aria-label': labels.close },
    children: <Text>{text.message}</Text>,
    labels: { confirm: text.confirmLabel, cancel: labels.cancel },
    confirmProps: { color: 'red.8' },
    cancelProps: { 'data-autofocus': true },
    onConfirm,
  });
}
