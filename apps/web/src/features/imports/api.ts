import type { Page } from '@alumni/domain';
import { api } from '../../api/client.ts';
import type { PageRequest } from '../../ui/pagination/paging.ts';
import { pagingQuery } from '../../ui/pagination/paging.ts';

/**
 * The member and degree imports (spec 1 §5 User import, §3 Import log; spec 2 §6): a school
 * admin uploads a member file (a draft with its report) and submits it; a super user
 * validates it (applied, with invitations) or rejects it.
 */

export type ImportStatus = 'draft' | 'submitted' | 'applied' | 'rejected';

export interface ImportLineError {
  line: number;
  reason: string;
}

/** What a member file holds: data lines, valid lines, one reason per invalid line, warnings. */
export interface ImportReport {
  rows: number;
  valid: number;
  invalid: ImportLineError[];
  warnings: string[];
}

/** An applied file: its report plus the accounts created and the roles added. */
export interface ImportResult extends ImportReport {
  created: number;
  roles_added: number;
}

export interface ImportPerson {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
}

export interface ImportItem {
  id: number;
  kind: 'members';
  status: ImportStatus;
  file_name: string;
  school: { id: number; subdomain: string; name: string };
  created_by: ImportPerson | null;
  created_at: string;
  submitted_at: string | null;
  decided_at: string | null;
  decided_by: number | null;
  report: ImportReport;
  result: ImportResult | null;
}

/** An import log line (spec 1 §3 Import log: date, valid rows, invalid rows). */
export interface ImportLog {
  id: number;
  date: string;
  kind: 'members' | 'degrees';
  source: 'api' | 'cli';
  file_name: string;
  valid_rows: number;
  invalid_rows: number;
  created: number;
  updated: number;
  import_id: number | null;
  user_id: number | null;
}

export interface DegreeImportResult {
  rows: number;
  created: number;
  updated: number;
  invalid: ImportLineError[];
  warnings: string[];
}

export const importsKey = ['imports'] as const;
export const importLogsKey = ['imports', 'logs'] as const;

/** `POST /api/imports/members/` (multipart `file`): 201 with the draft and its report. */
export function uploadMemberImport(file: File): Promise<ImportItem> {
  return api.upload<ImportItem>('/api/imports/members/', file);
}

/** `POST /api/imports/{id}/submit/`: the draft goes to the super users for validation. */
export function submitImport(id: number): Promise<ImportItem> {
  return api.post<ImportItem>(`/api/imports/${id}/submit/`);
}

/** `GET /api/imports/?status=&page=&page_size=`: the school's imports (every school's for a super user). */
export function fetchImports(
  status: ImportStatus | undefined,
  request: PageRequest,
  signal?: AbortSignal,
): Promise<Page<ImportItem>> {
  const filters = new URLSearchParams(status ? { status } : {});
  return api.get<Page<ImportItem>>(`/api/imports/?${pagingQuery(request, filters)}`, signal);
}

/** `POST /api/imports/{id}/validate/` (super user): applied, with the accounts created. */
export function validateImport(id: number): Promise<ImportItem> {
  return api.post<ImportItem>(`/api/imports/${id}/validate/`);
}

/** `POST /api/imports/{id}/reject/` (super user). */
export function rejectImport(id: number): Promise<ImportItem> {
  return api.post<ImportItem>(`/api/imports/${id}/reject/`);
}

/** `GET /api/imports/logs/?page=&page_size=`: the school's import logs, newest first. */
export function fetchImportLogs(
  request: PageRequest,
  signal?: AbortSignal,
): Promise<Page<ImportLog>> {
  return api.get<Page<ImportLog>>(`/api/imports/logs/?${pagingQuery(request)}`, signal);
}

/** `POST /api/imports/degrees/` (multipart `file`, lines `degree;subsection;section`). */
export function uploadDegreeImport(file: File): Promise<DegreeImportResult> {
  return api.upload<DegreeImportResult>('/api/imports/degrees/', file);
}
