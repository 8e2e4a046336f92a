import type { FeatureEntry } from '@alumni/domain';
import { DRAWER_ITEM_HEIGHT_PX, mobileFeatureName } from '@alumni/domain';
import { Link } from 'react-router';
import { ExternalLink } from '../../../ui/ExternalLink.tsx';
import { featureIcon } from '../featureIcons.ts';
import { useFeatureLink } from '../hooks/useFeatureLink.ts';
import classes from './MobileDrawer.module.css';

/** A feature in the mobile drawer: icon and a name cut at 10 characters, full name in its label. */
export function DrawerItem({ entry, onNavigate }: { entry: FeatureEntry; onNavigate: () => void }) {
  const link = useFeatureLink()(entry);
  const Icon = featureIcon(entry);
  const props = {
    className: classes.item,
    style: { height: DRAWER_ITEM_HEIGHT_PX },
    title: link.name,
    'aria-label': link.name,
    'data-testid': 'drawer-item',
    onClick: onNavigate,
  };
  const content = (
    <>
      <Icon aria-hidden="true" size={24} stroke={1.75} />
      <span className={classes.name} aria-hidden="true">
        {mobileFeatureName(link.name)}
      </span>
    </>
  );
  return link.external ? (
    <ExternalLink href={link.href} {...props}>
      {content}
    </ExternalLink>
  ) : (
    <Link to={link.href} aria-current={link.active ? 'page' : undefined} {...props}>
      {content}
    </Link>
  );
}
