import type { ImportItem, ImportLog } from '@alumni/domain';
import type { ImportLogRow, ImportView } from './review.service.ts';

/** An import as the API shows it: its report, and once applied what it changed. */
export function presentImport(view: ImportView): ImportItem {
  const row = view.import;
  return {
    id: row.id,
    kind: row.kind,
    // An `applying` import is never read (review.service.ts lists none).
    status: row.status as ImportItem['status'],
    file_name: row.fileName,
    school: { id: view.school.id, subdomain: view.school.subdomain, name: view.school.name },
    created_by: view.createdBy
      ? {
          id: view.createdBy.id,
          first_name: view.createdBy.firstName,
          last_name: view.createdBy.lastName,
          email: view.createdBy.email,
        }
      : null,
    created_at: row.createdAt.toISOString(),
    submitted_at: row.submittedAt?.toISOString() ?? null,
    decided_at: row.decidedAt?.toISOString() ?? null,
    decided_by: row.decidedBy,
    report: {
      rows: row.report.rows,
      valid: row.report.valid,
      invalid: view.lines.check,
      warnings: row.report.warnings,
    },
    result: row.result
      ? {
          rows: row.result.rows,
          valid: row.result.valid,
          invalid: view.lines.apply,
          warnings: row.result.warnings,
          created: row.result.created,
          roles_added: row.result.roles_added,
        }
      : null,
    file: row.report.file ?? null,
  };
}

/** An import log line (spec 1 §3 Import log: date, valid rows, invalid rows). */
export function presentImportLog(row: ImportLogRow): ImportLog {
  return {
    id: row.id,
    date: row.createdAt.toISOString(),
    kind: row.kind,
    source: row.source,
    file_name: row.fileName,
    valid_rows: row.validRows,
    invalid_rows: row.invalidRows,
    created: row.created,
    updated: row.updated,
    import_id: row.importId,
    user_id: row.userId,
  };
}
