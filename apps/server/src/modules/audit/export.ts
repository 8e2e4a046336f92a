import {
  AUDIT_EXPORT_MAX,
  AUDIT_LOG_MESSAGES,
  type AuditLogFilter,
  auditChangesCell,
  auditChangeText,
  fillPlaceholders,
  type Locale,
} from '@alumni/domain';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/actor.ts';
import { csvDocument, downloadName, spreadsheetTime } from '../../platform/csv-export.ts';
import { presentAuditChange } from './presenters.ts';
import { exportedAuditLog } from './service.ts';

/**
 * Changes read per entry for the CSV: its cell holds at most AUDIT_CSV_CELL_MAX characters,
 * which this many changes of a few fields each already fill; the cell names the rest.
 */
const CHANGES_PER_ENTRY = 500;

/**
 * The school's audit log as a CSV file (issue 31 item 2 "CSV export"), written as every export
 * is (platform/csv-export.ts): the newest AUDIT_EXPORT_MAX entries matching `filter`, one
 * line each, in `lang` (the page's; else the request's): date in the school's time zone, the
 * author's name and e-mail, action, method and route, target type and id, status, and the
 * changes in words (auditChangeText). Returns its text and a file name.
 */
export async function auditLogCsv(
  db: Db,
  actor: Actor,
  input: AuditLogFilter & { lang?: Locale | undefined },
): Promise<{ fileName: string; csv: string }> {
  const locale = input.lang ?? actor.locale;
  const m = AUDIT_LOG_MESSAGES[locale];
  const zone = actor.school.timeZone;
  const when = spreadsheetTime(zone);
  const { rows, changes } = await exportedAuditLog(
    db,
    actor,
    input,
    AUDIT_EXPORT_MAX,
    CHANGES_PER_ENTRY,
  );
  const fields = [
    fillPlaceholders(m.csvDate, { zone }),
    m.csvUser,
    m.csvEmail,
    m.csvAction,
    m.csvRoute,
    m.csvTargetType,
    m.csvTargetId,
    m.csvStatus,
    m.csvChanges,
  ];
  const data = rows.map(({ entry, author }) => {
    const own = changes.get(entry.txid) ?? [];
    const texts = own.map((change) => auditChangeText(presentAuditChange(change), m));
    return [
      when(entry.createdAt),
      author ? `${author.firstName} ${author.lastName}` : `${m.deletedUser} (#${entry.actorId})`,
      author?.email ?? '',
      entry.action,
      `${entry.method} ${entry.route}`,
      entry.targetType,
      entry.targetId ?? '',
      String(entry.status),
      auditChangesCell(texts, own[0]?.total ?? 0, m.more),
    ];
  });
  return {
    fileName: downloadName(actor.school.subdomain, 'school', '-audit-log.csv'),
    csv: csvDocument(fields, data),
  };
}
