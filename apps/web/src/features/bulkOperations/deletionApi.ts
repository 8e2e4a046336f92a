import type {
  BulkOperation,
  MemberDeletionInput,
  MemberDeletionPreview,
  MemberDeletionPreviewInput,
} from '@alumni/domain';
import {
  apiPath,
  DIRECTORY_PATHS,
  type DirectoryPage,
  MEMBER_DELETION_PATHS,
} from '@alumni/domain';
import { api } from '../../api/client.ts';

/**
 * Deleting members (issue 34 item 1; apps/server/src/modules/member-deletion): what it would
 * meet, asked when the dialog opens, and the deletion itself, a bulk operation.
 */

/** `POST /api/members/deletions/preview/`: how many own content, whether the admin is in. */
export const previewDeletion = (body: MemberDeletionPreviewInput) =>
  api.post<MemberDeletionPreview>(apiPath(MEMBER_DELETION_PATHS.preview), body);

/** `POST /api/members/deletions/`: 202 the operation, pending. */
export const deleteMembers = (body: MemberDeletionInput) =>
  api.post<BulkOperation>(apiPath(MEMBER_DELETION_PATHS.deletions), body);

/** Members whose name matches `search` (the directory's list, 10 at most): the heir's choice. */
export const searchHeirs = (search: string, signal?: AbortSignal) =>
  api.get<DirectoryPage>(
    apiPath(DIRECTORY_PATHS.list, undefined, { search, page_size: 10 }),
    signal,
  );
