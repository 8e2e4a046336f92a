import type { ChatAttachment } from '@alumni/domain';
import { Anchor, Group, Stack } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { fileSizeText } from '../discussionsRules.ts';
import classes from './Discussions.module.css';

/** The download address of an attachment (the contract gives it under /api or whole). */
export const attachmentHref = (url: string) => (url.startsWith('/api/') ? url : `/api${url}`);

/**
 * A message's attachments: images as thumbnails opening the full image, documents as links
 * downloading them (participants only, through the attachment route).
 */
export function MessageAttachments({ attachments }: { attachments: ChatAttachment[] }) {
  const { locale } = useRouteLocale();
  if (attachments.length === 0) return null;
  return (
    <Stack gap={4} mt={4}>
      {attachments.map((attachment) =>
        attachment.kind === 'image' ? (
          <a
            key={attachment.index}
            href={attachmentHref(attachment.url)}
            target="_blank"
            rel="noopener"
          >
            <img
              className={classes.thumb}
              src={attachmentHref(attachment.url)}
              alt={attachment.name}
              width={attachment.width ?? undefined}
              height={attachment.height ?? undefined}
              loading="lazy"
            />
          </a>
        ) : (
          <Group key={attachment.index} gap={4} wrap="nowrap">
            <IconFileText aria-hidden="true" size={18} stroke={1.75} />
            <Anchor href={attachmentHref(attachment.url)} download={attachment.name} size="sm">
              {attachment.name} ({fileSizeText(attachment.size, locale)})
            </Anchor>
          </Group>
        ),
      )}
    </Stack>
  );
}
