import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { badgeLabel } from '../../../shared/liveCounts/liveCounts.ts';

/** A tab's pending count, read out as "n pending"; nothing at 0. */
export function TabCount({ count, testId }: { count: number | null; testId: string }) {
  const { t } = useTranslation();
  if (count === null || count <= 0) return null;
  return (
    <Badge size="sm" color="red.8" circle={count < 10} data-testid={testId}>
      <span aria-hidden="true">{badgeLabel(count)}</span>
      <span className="visually-hidden">{t('livecounts_pending', { count })}</span>
    </Badge>
  );
}
