import { canSeeValidationCounts } from '@alumni/domain';
import { useViewer } from '../../auth/hooks/useViewer.ts';
import { useSchool } from '../../school/hooks/useSchool.ts';
import { useLiveCounts } from '../../validations/hooks/useLiveCounts.ts';
import { totalPending } from '../../validations/liveCounts.ts';

/**
 * Everything waiting for the viewer's validation, for the badges of the user menu: 0 unless
 * the counts may be shown (spec 2 §6 "Validation counts are visible only to a super user, or
 * a school admin who also holds a validator role").
 */
export function usePendingValidations(): number {
  const school = useSchool();
  const { user } = useViewer();
  const { validations } = useLiveCounts();
  if (!user || !canSeeValidationCounts(user, school)) return 0;
  return totalPending(validations);
}
