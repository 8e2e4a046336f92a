import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  CHAT_DOCUMENT_MIME_TYPES,
  CHAT_IMAGE_FORMATS,
  CHAT_SNIFF_BYTES,
  checkChatDocument,
  DISCUSSION_MESSAGES,
  DISCUSSION_REFS,
  MESSAGE_ATTACHMENT_MAX_BYTES,
  POST_IMAGE_MAX_SIDE,
} from '@alumni/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { messages, type StoredChatAttachment } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { safeFileName } from '../../platform/downloads.ts';
import { badRequest, HttpError } from '../../platform/errors.ts';
import {
  newMediaKey,
  readUpload,
  removeMedia,
  toWebpWithin,
  writeMedia,
} from '../../platform/images.ts';
import { onCommit } from '../../platform/school-scope.ts';

/**
 * Attachments of messages (docs/areas/discussions.md "Rules"; spec 2 §8 "attachment too large
 * (max 3 MB)", "Invalid attachment format"): images re-encoded as WebP without metadata,
 * documents typed by their bytes, kept under `chat-files/{school}/{user}/` (never a public
 * media folder) with a sidecar `….json` holding what the message will show (name, type, size).
 * A message names its uploads by key; participants download them through the API only.
 */

/** Uploaded attachments: `chat-files/{school}/{user}/{32 hex}.{extension}`. */
const ATTACHMENT_KEY =
  /^chat-files\/(\d+)\/(\d+)\/[0-9a-f]{32}\.(webp|pdf|doc|docx|xls|xlsx|ppt|pptx|txt)$/;

/** Signatures of the image formats accepted (then decoded by sharp to be sure). */
function looksLikeImage(bytes: Buffer): boolean {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  return (
    starts([0xff, 0xd8, 0xff]) ||
    starts([0x89, 0x50, 0x4e, 0x47]) ||
    starts([0x47, 0x49, 0x46, 0x38]) ||
    (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8))
  );
}

/** The absolute path of a stored attachment (keys are ours, checked by ATTACHMENT_KEY). */
export const attachmentPath = (mediaRoot: string, key: string) => path.join(mediaRoot, key);
const sidecarOf = (key: string) => `${key}.json`;

/**
 * Receives the multipart field `file` (3 MB at most) and keeps it as an attachment to come:
 * an image (JPEG, PNG, WebP, GIF by its bytes, decoded) re-encoded as WebP within 1600 px,
 * or a document (checkChatDocument: PDF, Word, Excel, PowerPoint, plain text by its bytes, no
 * HTML or script in it). Returns what the upload answers, key included. 400 `{"file"}`
 * (none, empty, "Invalid attachment format", HTML inside, a name naming another format); 413
 * `{"detail"}` past 3 MB.
 */
export async function receiveAttachment(
  request: FastifyRequest,
  actor: Actor,
  mediaRoot: string,
): Promise<StoredChatAttachment> {
  const words = DISCUSSION_MESSAGES[actor.locale];
  const upload = await readUpload(request, {
    maxBytes: MESSAGE_ATTACHMENT_MAX_BYTES,
    messages: {
      imageTooHeavy: words.attachmentTooLarge,
      invalidAttachmentFormat: words.invalidAttachmentFormat,
      noFile: words.noFile,
      emptyFile: words.emptyFile,
    },
  });
  const folder = `chat-files/${actor.school.id}/${actor.user.id}`;
  let stored: StoredChatAttachment;
  let data: Buffer;
  if (looksLikeImage(upload.data)) {
    const image = await toWebpWithin(upload.data, {
      size: { width: POST_IMAGE_MAX_SIDE, height: POST_IMAGE_MAX_SIDE },
      formats: CHAT_IMAGE_FORMATS,
      messages: {
        imageTooHeavy: words.attachmentTooLarge,
        invalidAttachmentFormat: words.invalidAttachmentFormat,
        noFile: words.noFile,
        emptyFile: words.emptyFile,
      },
    });
    data = image.data;
    const base = safeFileName(upload.fileName, 'image').replace(/\.[a-z0-9]{2,5}$/i, '');
    stored = {
      kind: 'image',
      key: newMediaKey(folder, 'webp'),
      name: `${base}.webp`,
      mime: 'image/webp',
      size: data.length,
      width: image.width,
      height: image.height,
    };
  } else {
    const head = upload.data.subarray(0, CHAT_SNIFF_BYTES);
    const checked = checkChatDocument(head, upload.data.length, upload.fileName);
    if (checked.problem === 'attachmentTooLarge') {
      throw new HttpError(413, { detail: words.attachmentTooLarge });
    }
    if (checked.problem) throw badRequest({ file: [words[checked.problem]] });
    data = upload.data;
    stored = {
      kind: 'document',
      key: newMediaKey(folder, checked.format),
      name: safeFileName(upload.fileName, `document.${checked.format}`),
      mime: CHAT_DOCUMENT_MIME_TYPES[checked.format],
      size: data.length,
    };
  }
  await writeMedia(mediaRoot, stored.key, data);
  await writeMedia(mediaRoot, sidecarOf(stored.key), Buffer.from(JSON.stringify(stored)));
  return stored;
}

/**
 * The attachments a message names, from their keys (in their order): each must be an upload
 * of the actor in this school still on disk, named by no message yet. 400 `{"attachments":
 * [unknownAttachment]}` otherwise.
 */
export async function attachmentsOf(
  db: Db,
  actor: Actor,
  keys: readonly string[],
  mediaRoot: string,
): Promise<StoredChatAttachment[]> {
  const unknown = () => badRequest({ attachments: [DISCUSSION_REFS.unknownAttachment] });
  const found: StoredChatAttachment[] = [];
  for (const key of keys) {
    const match = ATTACHMENT_KEY.exec(key);
    if (!match || Number(match[1]) !== actor.school.id || Number(match[2]) !== actor.user.id) {
      throw unknown();
    }
    const sidecar = await readFile(attachmentPath(mediaRoot, sidecarOf(key)), 'utf8').catch(
      () => null,
    );
    const exists = await stat(attachmentPath(mediaRoot, key)).then(
      (s) => s.isFile(),
      () => false,
    );
    if (!sidecar || !exists) throw unknown();
    const meta = JSON.parse(sidecar) as StoredChatAttachment;
    found.push({ ...meta, key });
  }
  if (found.length) {
    const [used] = await db
      .select({ id: messages.id })
      .from(messages)
      .where(
        and(
          eq(messages.schoolId, actor.school.id),
          eq(messages.senderId, actor.user.id),
          sql`${messages.attachments} @> any(${sql.param(
            found.map((a) => JSON.stringify([{ key: a.key }])),
          )}::jsonb[])`,
        ),
      )
      .limit(1);
    if (used) throw unknown();
  }
  return found;
}

/**
 * Removes a deleted message's files (and their sidecars) once the caller's transaction has
 * committed: a rollback keeps them. A failure is logged, never thrown.
 */
export function removeAttachmentsAfterCommit(
  mediaRoot: string,
  attachments: readonly StoredChatAttachment[],
  log: FastifyBaseLogger,
): void {
  if (attachments.length === 0) return;
  onCommit(() => {
    for (const { key } of attachments) {
      Promise.all([removeMedia(mediaRoot, key), removeMedia(mediaRoot, sidecarOf(key))]).catch(
        (error: unknown) => log.warn({ err: error, key }, 'a chat attachment could not be removed'),
      );
    }
  });
}

/** Whether a stored attachment's file is on disk; its size in bytes, or -1. */
export async function attachmentSize(mediaRoot: string, key: string): Promise<number> {
  if (!ATTACHMENT_KEY.test(key)) return -1;
  const file = await stat(attachmentPath(mediaRoot, key)).catch(() => null);
  return file?.isFile() ? file.size : -1;
}
