import {
  checkDocument,
  DOCUMENT_MESSAGES,
  DOCUMENT_MIME_TYPES,
  type DocumentFormat,
  detectDocumentFormat,
  type Locale,
} from '@alumni/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profileLinks } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { newMediaKey, readMedia, removeMedia, writeMedia } from '../../platform/images.ts';
import { addLink } from './items.service.ts';
import type { Change, LinkRow } from './service.ts';

/**
 * Documents attached to profile links (spec 1 §3 "URL or attachment"; issue 12 item 6):
 * checked on their bytes before they are kept, kept outside the public media folders, and
 * read back only through the download route, which asks the profile's policy first.
 */

/** An uploaded file as readUpload gives it. */
export interface UploadedFile {
  data: Buffer;
  fileName: string;
  type: string;
}

/**
 * Checks `file` (checkDocument: a PDF, .doc or .docx by its bytes, with no HTML or script in
 * its first bytes, its name and declared type agreeing) and keeps it under
 * `links/{user}/{32 hex}.{format}`, then adds the link in one transaction with its log.
 * 400 `{"file": [message]}` in `locale` otherwise. Returns the link.
 */
export async function addLinkDocument(
  db: Db,
  change: Change,
  input: { title: string; icon?: string | null | undefined },
  file: UploadedFile,
  opts: { mediaRoot: string; locale: Locale },
): Promise<LinkRow> {
  const checked = checkDocument(file.data, { fileName: file.fileName, type: file.type });
  if (checked.problem)
    throw badRequest({ file: [DOCUMENT_MESSAGES[opts.locale][checked.problem]] });
  const key = newMediaKey(`links/${change.userId}`, checked.format);
  await writeMedia(opts.mediaRoot, key, file.data);
  try {
    return await addLink(db, change, { ...input, attachment: key });
  } catch (error) {
    await removeMedia(opts.mediaRoot, key);
    throw error;
  }
}

/**
 * The document of link `linkId` of user `userId`, ready to send: its bytes, type and a file
 * name made of the link's title and the format's extension. 404 for another user's link, a
 * link to a web address, or a file gone from the disk.
 */
export async function readLinkDocument(
  db: Db,
  mediaRoot: string,
  opts: { userId: number; linkId: number },
): Promise<{ data: Buffer; contentType: string; fileName: string }> {
  const [link] = await db
    .select()
    .from(profileLinks)
    .where(
      and(
        eq(profileLinks.id, opts.linkId),
        eq(profileLinks.userId, opts.userId),
        isNotNull(profileLinks.attachment),
      ),
    );
  const data = link?.attachment ? await readMedia(mediaRoot, link.attachment) : null;
  if (!link || !data) throw notFound();
  // Stored files were checked on upload; their bytes still decide the type they go out as.
  const format: DocumentFormat | null = detectDocumentFormat(data);
  if (!format) throw notFound();
  const title = link.title.trim();
  const fileName = title.toLowerCase().endsWith(`.${format}`) ? title : `${title}.${format}`;
  return { data, contentType: DOCUMENT_MIME_TYPES[format], fileName };
}
