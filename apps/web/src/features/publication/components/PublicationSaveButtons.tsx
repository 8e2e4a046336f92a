import { Button, Group } from '@mantine/core';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PublicationItem, PublicationWebArea } from '../area.ts';
import { publicationKeys } from '../area.ts';
import type { PublicationSaveAction } from '../saveActions.ts';

/**
 * The foot of a publishing form (spec 1 §4): "Cancel" (back), then one submit button per
 * move in `actions` (publicationSaveActions), in `area`'s words (`{prefix}_action_{action}`),
 * each with `data-action`. A click records its move in `intent` before the form submits, so
 * the form sends `draft` accordingly; while `saving`, the clicked one spins and the others
 * wait.
 */
export function PublicationSaveButtons<Item extends PublicationItem>({
  area,
  actions,
  intent,
  saving,
}: {
  area: PublicationWebArea<Item>;
  actions: readonly PublicationSaveAction[];
  intent: RefObject<PublicationSaveAction>;
  saving: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const keys = publicationKeys(area);
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="subtle" color="dark" onClick={() => void navigate(-1)} disabled={saving}>
        {t('form_cancel')}
      </Button>
      {actions.map((action) => (
        <Button
          key={action}
          type="submit"
          variant={action === 'draft' ? 'default' : 'filled'}
          loading={saving && intent.current === action}
          disabled={saving && intent.current !== action}
          onClick={() => {
            intent.current = action;
          }}
          data-action={action}
        >
          {t(keys.saveAction(action))}
        </Button>
      ))}
    </Group>
  );
}
