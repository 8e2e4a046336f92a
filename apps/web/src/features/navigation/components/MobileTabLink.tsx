import type { FeatureEntry } from '@alumni/domain';
import { Link } from 'react-router';
import { ExternalLink } from '../../../ui/ExternalLink.tsx';
import { FEATURE_ICONS } from '../featureIcons.ts';
import { useFeatureLink } from '../hooks/useFeatureLink.ts';
import classes from './MobileBar.module.css';

/** One of the (at most two) feature tabs of the mobile bar. */
export function MobileTabLink({ entry }: { entry: FeatureEntry }) {
  const link = useFeatureLink()(entry);
  const Icon = FEATURE_ICONS[entry.feature.path];
  const content = (
    <>
      <Icon aria-hidden="true" size={22} stroke={1.75} />
      <span className={classes.label}>{link.name}</span>
    </>
  );
  return link.external ? (
    <ExternalLink href={link.href} className={classes.tab} data-testid="mobile-tab">
      {content}
    </ExternalLink>
  ) : (
    <Link
      to={link.href}
      className={classes.tab}
      data-testid="mobile-tab"
      aria-current={link.active ? 'page' : undefined}
    >
      {content}
    </Link>
  );
}
