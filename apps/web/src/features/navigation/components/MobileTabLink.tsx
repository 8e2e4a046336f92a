import type { FeatureEntry } from '@alumni/domain';
import { mobileFeatureName } from '@alumni/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExternalLink } from '../../../ui/ExternalLink.tsx';
import { featureIcon } from '../featureIcons.ts';
import { useFeatureLink } from '../hooks/useFeatureLink.ts';
import classes from './MobileBar.module.css';

/**
 * One of the (at most two) feature tabs of the mobile bar: icon and the name cut as the
 * drawer cuts it (mobileFeatureName, spec 2 §9), the full name as the link's name.
 */
export function MobileTabLink({ entry }: { entry: FeatureEntry }) {
  const { t } = useTranslation();
  const link = useFeatureLink()(entry);
  const Icon = featureIcon(entry);
  const content = (
    <>
      <Icon aria-hidden="true" size={22} stroke={1.75} />
      <span className={classes.label} aria-hidden="true">
        {mobileFeatureName(link.name)}
      </span>
    </>
  );
  return link.external ? (
    <ExternalLink
      href={link.href}
      className={classes.tab}
      data-testid="mobile-tab"
      aria-label={`${link.name} ${t('opens_new_tab')}`}
      title={link.name}
    >
      {content}
    </ExternalLink>
  ) : (
    <Link
      to={link.href}
      className={classes.tab}
      data-testid="mobile-tab"
      aria-label={link.name}
      title={link.name}
      aria-current={link.active ? 'page' : undefined}
    >
      {content}
    </Link>
  );
}
