import type { FeatureEntry } from '@alumni/domain';
import { DRAWER_ITEMS_PER_ROW, drawerRows } from '@alumni/domain';
import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DrawerItem } from './DrawerItem.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import classes from './MobileDrawer.module.css';

/** The mobile menu: the features not shown as tabs, 4 per row (spec 2 §2 Mobile bar). */
export function MobileDrawer({
  opened,
  onClose,
  features,
}: {
  opened: boolean;
  onClose: () => void;
  features: FeatureEntry[];
}) {
  const { t } = useTranslation();
  const rows = drawerRows(features, DRAWER_ITEMS_PER_ROW);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('nav_menu')}
      position="bottom"
      size="auto"
      closeButtonProps={{ 'aria-label': t('close') }}
      classNames={{ title: classes.title }}
    >
      {rows.map((row) => (
        <ul key={row.map((entry) => entry.id).join('-')} className={classes.row}>
          {row.map((entry) => (
            <li key={entry.id} className={classes.cell}>
              <DrawerItem entry={entry} onNavigate={onClose} />
            </li>
          ))}
        </ul>
      ))}
      <div className={classes.footer}>
        <LanguageSwitch fullWidth />
      </div>
    </Drawer>
  );
}
