import type { FeatureEntry } from '@alumni/domain';
import { Menu } from '@mantine/core';
import { Link } from 'react-router';
import { ExternalLink } from '../../../ui/ExternalLink.tsx';
import { featureIcon } from '../featureIcons.ts';
import type { FeatureLink } from '../hooks/useFeatureLink.ts';

/**
 * A feature as an item of a navbar menu (a group's, or 'More'): its icon and name, an internal
 * route marked current when it is the page, or an external address in a new tab.
 */
export function FeatureMenuItem({ entry, link }: { entry: FeatureEntry; link: FeatureLink }) {
  const Icon = featureIcon(entry);
  const icon = <Icon aria-hidden="true" size={16} />;
  return link.external ? (
    <Menu.Item component={ExternalLink} href={link.href} leftSection={icon}>
      {link.name}
    </Menu.Item>
  ) : (
    <Menu.Item
      component={Link}
      to={link.href}
      leftSection={icon}
      aria-current={link.active ? 'page' : undefined}
    >
      {link.name}
    </Menu.Item>
  );
}
