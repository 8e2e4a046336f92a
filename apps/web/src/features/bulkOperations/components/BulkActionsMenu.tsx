import type { BulkOperation } from '@alumni/domain';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconMessage } from '@tabler/icons-react';
import { type ComponentType, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkSelection } from '../api.ts';
import { MassMessageDialog } from './MassMessageDialog.tsx';

/** What an action's dialog is given: the members, and where to hand the operation it starts. */
export interface BulkActionDialogProps {
  selection: BulkSelection;
  opened: boolean;
  onClose: () => void;
  onStarted: (op: BulkOperation) => void;
}

/**
 * One action of the admin directory's actions menu: its label key, icon and dialog. Issue 34's
 * actions (mass mail, roles, deletion, invitation, tokens, badges, export, surveys) are added
 * to BULK_ACTIONS; the menu and the progress panel stay as they are.
 */
export interface BulkAction {
  key: string;
  labelKey: string;
  icon: ReactNode;
  Dialog: ComponentType<BulkActionDialogProps>;
}

export const BULK_ACTIONS: readonly BulkAction[] = [
  {
    key: 'mass_message',
    labelKey: 'bulk_action_message',
    icon: <IconMessage aria-hidden="true" size={16} />,
    Dialog: MassMessageDialog,
  },
];

/**
 * The admin directory's actions menu on a selection (spec 1 §2 Directory "actions menu", §5
 * "Mass actions need a selection"): disabled with nobody selected; each action opens its
 * dialog, and the operation it starts goes to `onStarted` (the progress panel).
 */
export function BulkActionsMenu({
  selection,
  onStarted,
}: {
  selection: BulkSelection | null;
  onStarted: (op: BulkOperation) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string | null>(null);
  const current = BULK_ACTIONS.find((action) => action.key === open);
  return (
    <>
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <Button
            variant="light"
            disabled={!selection}
            rightSection={<IconChevronDown aria-hidden="true" size={16} />}
          >
            {t('bulk_actions')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {BULK_ACTIONS.map((action) => (
            <Menu.Item
              key={action.key}
              leftSection={action.icon}
              onClick={() => setOpen(action.key)}
            >
              {t(action.labelKey)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {current && selection && (
        <current.Dialog
          selection={selection}
          opened
          onClose={() => setOpen(null)}
          onStarted={onStarted}
        />
      )}
    </>
  );
}
