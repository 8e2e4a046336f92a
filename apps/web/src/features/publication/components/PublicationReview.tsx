import { Button, Group } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PublicationItem, PublicationWebArea } from '../area.ts';
import { publicationKeys } from '../area.ts';
import { usePublicationDecisions } from '../hooks/usePublicationDecisions.ts';
import { PublicationRefuseDialog } from './PublicationRefuseDialog.tsx';

/**
 * A validator's decision on a pending item from its page (spec 1 §4): "Validate", or
 * "Refuse" with the reasons asked in the refusal dialog. Show it only where `item.can_review`.
 */
export function PublicationReview<Item extends PublicationItem>({
  area,
  item,
}: {
  area: PublicationWebArea<Item>;
  item: Item;
}) {
  const { t } = useTranslation();
  const keys = publicationKeys(area);
  const { deciding, validate, refuse, dialog } = usePublicationDecisions(area);
  const decision = deciding?.body.decision;
  return (
    <Group gap="sm">
      <Button
        leftSection={<IconCheck aria-hidden="true" size={18} />}
        loading={decision === 'validate'}
        disabled={decision === 'refuse'}
        onClick={() => validate(item)}
      >
        {t(keys.validate)}
      </Button>
      <Button
        variant="default"
        leftSection={<IconX aria-hidden="true" size={18} />}
        disabled={decision === 'validate'}
        onClick={() => refuse(item)}
      >
        {t(keys.refuse)}
      </Button>
      <PublicationRefuseDialog {...dialog} />
    </Group>
  );
}
