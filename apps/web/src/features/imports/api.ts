import type {
  DegreeImportResult,
  ImportItem,
  ImportLog,
  ImportStatus,
  ImportTemplateFormat,
  InvitationsSent,
  Locale,
  Page,
} from '@alumni/domain';
import { apiPath, IMPORT_PATHS } from '@alumni/domain';
import { api } from '../../api/client.ts';
import type { PageRequest } from '../../ui/pagination/paging.ts';
import { pagingQuery } from '../../ui/pagination/paging.ts';

/**
 * The member and degree imports (spec 1 §5 User import, §3 Import log; spec 2 §6): a school
 * admin uploads a member file (a draft with its report) and submits it; a super user
 * validates it (applied, with invitations) or rejects it. The shapes are the contract's
 * (`@alumni/domain`, api/imports.ts).
 */

export const importsKey = ['imports'] as const;
export const importLogsKey = ['imports', 'logs'] as const;

/** `POST /api/imports/members/` (multipart `file`): 201 with the draft and its report. */
export function uploadMemberImport(file: File): Promise<ImportItem> {
  return api.upload<ImportItem>(apiPath(IMPORT_PATHS.members), file);
}

/** `POST /api/imports/{id}/submit/`: the draft goes to the super users for validation. */
export function submitImport(id: number): Promise<ImportItem> {
  return api.post<ImportItem>(apiPath(IMPORT_PATHS.submit, { id }));
}

/** `GET /api/imports/?status=&page=&page_size=`: the school's imports (every school's for a super user). */
export function fetchImports(
  status: ImportStatus | undefined,
  request: PageRequest,
  signal?: AbortSignal,
): Promise<Page<ImportItem>> {
  const filters = new URLSearchParams(status ? { status } : {});
  return api.get<Page<ImportItem>>(
    apiPath(IMPORT_PATHS.list, undefined, pagingQuery(request, filters)),
    signal,
  );
}

/** `POST /api/imports/{id}/validate/` (super user): applied, with the accounts created. */
export function validateImport(id: number): Promise<ImportItem> {
  return api.post<ImportItem>(apiPath(IMPORT_PATHS.validate, { id }));
}

/** `POST /api/imports/{id}/reject/` (super user). */
export function rejectImport(id: number): Promise<ImportItem> {
  return api.post<ImportItem>(apiPath(IMPORT_PATHS.reject, { id }));
}

/** `GET /api/imports/logs/?page=&page_size=`: the school's import logs, newest first. */
export function fetchImportLogs(
  request: PageRequest,
  signal?: AbortSignal,
): Promise<Page<ImportLog>> {
  return api.get<Page<ImportLog>>(
    apiPath(IMPORT_PATHS.logs, undefined, pagingQuery(request)),
    signal,
  );
}

/** `POST /api/imports/degrees/` (multipart `file`, lines `degree;subsection;section`). */
export function uploadDegreeImport(file: File): Promise<DegreeImportResult> {
  return api.upload<DegreeImportResult>(apiPath(IMPORT_PATHS.degrees), file);
}

/** `GET /api/imports/{id}/`: one import with its report (a draft reopened). */
export function fetchImport(id: number): Promise<ImportItem> {
  return api.get<ImportItem>(apiPath(IMPORT_PATHS.import, { id }));
}

/** `DELETE /api/imports/{id}/`: a draft the admin will not submit. */
export function deleteImport(id: number): Promise<void> {
  return api.delete<void>(apiPath(IMPORT_PATHS.import, { id }));
}

/**
 * The address of an import's rejected lines as a CSV download, with the reasons in `locale`
 * (a link sends no Accept-Language of the page's).
 */
export function rejectedRowsUrl(id: number, locale: Locale): string {
  return apiPath(IMPORT_PATHS.rejected, { id }, { lang: locale });
}

/** The address of the member file template download, `csv` or `xlsx` (issue 34 item 7). */
export function memberTemplateUrl(format: ImportTemplateFormat): string {
  return apiPath(IMPORT_PATHS.memberTemplate, undefined, { format });
}

/** `POST /api/imports/{id}/invitations/`: new links to the import's members not yet activated. */
export function resendImportInvitations(id: number): Promise<InvitationsSent> {
  return api.post<InvitationsSent>(apiPath(IMPORT_PATHS.invitations, { id }), {});
}

/** `POST /api/imports/invitations/`: a new link to one member not yet activated. */
export function resendMemberInvitation(user: number): Promise<InvitationsSent> {
  return api.post<InvitationsSent>(apiPath(IMPORT_PATHS.memberInvitation), { user });
}
