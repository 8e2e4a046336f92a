import { type BulkOperation, type FeaturePath, isFeatureOn } from '@alumni/domain';
import { Button, Menu } from '@mantine/core';
import {
  IconAward,
  IconChevronDown,
  IconFileExport,
  IconKey,
  IconMail,
  IconMessage,
  IconSend,
  IconTrash,
  IconUserCog,
} from '@tabler/icons-react';
import { type ComponentType, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchool } from '../../../shared/school/useSchool.ts';
import type { BulkSelection } from '../api.ts';
import { ChangeRolesDialog } from './ChangeRolesDialog.tsx';
import { DeleteMembersDialog } from './DeleteMembersDialog.tsx';
import { ExportDialog } from './ExportDialog.tsx';
import { GiveBadgesDialog } from './GiveBadgesDialog.tsx';
import { InviteDialog } from './InviteDialog.tsx';
import { MassMailDialog } from './MassMailDialog.tsx';
import { MassMessageDialog } from './MassMessageDialog.tsx';
import { RegenerateTokensDialog } from './RegenerateTokensDialog.tsx';

/** What an action's dialog is given: the members, and where to hand the operation it starts. */
export interface BulkActionDialogProps {
  selection: BulkSelection;
  opened: boolean;
  onClose: () => void;
  onStarted: (op: BulkOperation) => void;
  /** The admin list's chosen columns (features/directory adminColumns), for the export. */
  columns?: readonly string[] | undefined;
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
  /** The feature the action belongs to: hidden while the school has it switched off. */
  feature?: FeaturePath;
}

export const BULK_ACTIONS: readonly BulkAction[] = [
  {
    key: 'mass_message',
    labelKey: 'bulk_action_message',
    icon: <IconMessage aria-hidden="true" size={16} />,
    Dialog: MassMessageDialog,
  },
  {
    key: 'mass_mail',
    labelKey: 'bulk_action_mail',
    icon: <IconMail aria-hidden="true" size={16} />,
    Dialog: MassMailDialog,
    feature: 'emailing',
  },
  {
    key: 'change_roles',
    labelKey: 'bulk_action_roles',
    icon: <IconUserCog aria-hidden="true" size={16} />,
    Dialog: ChangeRolesDialog,
  },
  {
    key: 'give_badges',
    labelKey: 'bulk_action_badges',
    icon: <IconAward aria-hidden="true" size={16} />,
    Dialog: GiveBadgesDialog,
  },
  {
    key: 'invite',
    labelKey: 'bulk_action_invite',
    icon: <IconSend aria-hidden="true" size={16} />,
    Dialog: InviteDialog,
  },
  {
    key: 'regenerate_tokens',
    labelKey: 'bulk_action_tokens',
    icon: <IconKey aria-hidden="true" size={16} />,
    Dialog: RegenerateTokensDialog,
  },
  {
    key: 'export',
    labelKey: 'bulk_action_export',
    icon: <IconFileExport aria-hidden="true" size={16} />,
    Dialog: ExportDialog,
  },
  {
    key: 'delete',
    labelKey: 'bulk_action_delete',
    icon: <IconTrash aria-hidden="true" size={16} />,
    Dialog: DeleteMembersDialog,
  },
];

/**
 * The admin directory's actions menu on a selection (spec 1 §2 Directory "actions menu", §5
 * "Mass actions need a selection"): disabled with nobody selected; each action opens its
 * dialog, and the operation it starts goes to `onStarted` (the progress panel). An action of a
 * feature the school has switched off (mass mail without `emailing`) is not offered.
 */
export function BulkActionsMenu({
  selection,
  onStarted,
  columns,
}: {
  selection: BulkSelection | null;
  onStarted: (op: BulkOperation) => void;
  /** The admin list's chosen columns, handed to the dialogs (the export's defaults). */
  columns?: readonly string[];
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string | null>(null);
  const school = useSchool();
  // The server refuses a switched-off feature's operations (404): the menu does not offer them.
  const actions = BULK_ACTIONS.filter(
    (action) => !action.feature || isFeatureOn(school.features, action.feature),
  );
  const current = actions.find((action) => action.key === open);
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
          {actions.map((action) => (
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
          columns={columns}
        />
      )}
    </>
  );
}
