import type { GroupSummary } from '@alumni/domain';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { PendingPublicationsPanel } from '../../publication/index.ts';
import { categoryLabel } from '../groupRules.ts';
import { VISIBILITY_KEYS } from '../labels.ts';
import { GROUP_PUBLICATION } from '../publicationArea.ts';

/**
 * Validations → Clubs (spec 1 §2 Validations tabs; spec 2 §6 validator scope 7 Club; issue 33
 * item 2): the kit's pending queue of groups, with each one's category and visibility.
 */
export function PendingGroupsPanel() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  return (
    <PendingPublicationsPanel
      area={GROUP_PUBLICATION}
      detail={(group: GroupSummary) => categoryLabel(group.category, locale)}
      columns={[
        {
          accessor: 'visibility',
          title: t('groups_pending_column_visibility'),
          render: (group) => <Text size="sm">{t(VISIBILITY_KEYS[group.visibility].label)}</Text>,
        },
      ]}
    />
  );
}
