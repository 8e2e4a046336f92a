import { canSeeValidationCounts } from '@alumni/domain';
import { totalPending } from '../../../shared/liveCounts/liveCounts.ts';
import { useLiveCounts } from '../../../shared/liveCounts/useLiveCounts.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { useViewer } from '../../../shared/viewer/useViewer.ts';

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
