import type { FeatureEntry } from '@alumni/domain';
import { featureVisibleTo, visibleFeatures } from '@alumni/domain';
import { useMemo } from 'react';
import { useViewer } from '../../auth/hooks/useViewer.ts';
import { useSchool } from '../../school/hooks/useSchool.ts';

/**
 * The school's navbar features this viewer may see, in navbar order (spec 2 §6 Feature
 * visibility): the navbar rule, then the permission engine's per-view check.
 */
export function useVisibleFeatures(): FeatureEntry[] {
  const school = useSchool();
  const { user, isAdmin } = useViewer();
  return useMemo(
    () =>
      visibleFeatures(school.features, {
        authenticated: user !== null,
        isAdmin,
        hasPublicPages: school.flags.has_public_pages,
      }).filter((entry) => featureVisibleTo(entry, user, school)),
    [school, user, isAdmin],
  );
}
