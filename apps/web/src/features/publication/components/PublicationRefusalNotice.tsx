import { Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Notice } from '../../../ui/Notice.tsx';

/**
 * Why an item was refused (spec 1 §4 "refusal with reason"), shown to its author on its page
 * and above its form: `title` in the area's words, then the validator's `reason` as written
 * (line breaks kept). Test id `refusal-reason`.
 */
export function PublicationRefusalNotice({ title, reason }: { title: string; reason: string }) {
  return (
    <Notice
      color="red"
      role="status"
      icon={<IconAlertCircle aria-hidden="true" size={20} />}
      data-testid="refusal-reason"
    >
      <Text fw={600}>{title}</Text>
      <Text style={{ whiteSpace: 'pre-line' }}>{reason}</Text>
    </Notice>
  );
}
