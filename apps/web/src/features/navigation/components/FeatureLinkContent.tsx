import type { FeatureEntry } from '@alumni/domain';
import { featureIcon } from '../featureIcons.ts';

/** Icon and label of a navbar feature. */
export function FeatureLinkContent({
  entry,
  name,
  withIcon = true,
}: {
  entry: FeatureEntry;
  name: string;
  withIcon?: boolean;
}) {
  const Icon = featureIcon(entry);
  return (
    <>
      {withIcon && <Icon aria-hidden="true" size={18} stroke={1.75} />}
      <span>{name}</span>
    </>
  );
}
