import type { FeatureEntry } from '@alumni/domain';
import { Link } from 'react-router';
import { ExternalLink } from '../../../ui/ExternalLink.tsx';
import { useFeatureLink } from '../hooks/useFeatureLink.ts';
import { FeatureLinkContent } from './FeatureLinkContent.tsx';

/** One feature of the desktop navbar: an internal route or an external address in a new tab. */
export function FeatureNavLink({
  entry,
  className,
  withIcon,
}: {
  entry: FeatureEntry;
  className?: string;
  withIcon?: boolean;
}) {
  const link = useFeatureLink()(entry);
  const content = <FeatureLinkContent entry={entry} name={link.name} withIcon={withIcon} />;
  if (link.external) {
    return (
      <ExternalLink href={link.href} className={className}>
        {content}
      </ExternalLink>
    );
  }
  return (
    <Link to={link.href} className={className} aria-current={link.active ? 'page' : undefined}>
      {content}
    </Link>
  );
}
