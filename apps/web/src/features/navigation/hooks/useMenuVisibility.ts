import type { MenuVisibility } from '@alumni/domain';
import { menuVisibility } from '@alumni/domain';
import { useMemo } from 'react';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { useViewer } from '../../../shared/viewer/useViewer.ts';

/** Which menu entries the viewer gets here (spec 2 §6 Menu visibility). */
export function useMenuVisibility(): MenuVisibility {
  const school = useSchool();
  const { user } = useViewer();
  return useMemo(() => menuVisibility(user, school), [user, school]);
}
