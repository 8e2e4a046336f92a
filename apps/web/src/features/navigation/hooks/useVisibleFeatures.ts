import type { FeatureEntry } from '@alumni/domain';
import { visibleFeaturesFor } from '@alumni/domain';
import { useMemo } from 'react';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { useViewer } from '../../../shared/viewer/useViewer.ts';

/**
 * The school's navbar features this viewer may see, in navbar order (spec 2 §6 Feature
 * visibility): the permission engine's check with the signed-in user, or the public rule for
 * an anonymous visitor.
 */
export function useVisibleFeatures(): FeatureEntry[] {
  const school = useSchool();
  const { user } = useViewer();
  return useMemo(() => visibleFeaturesFor(school.features, user, school), [school, user]);
}
